import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { Badge, ConfirmButton, CopyButton, Empty, ErrorNote, Loading, PageHead, Pager, statusTone, when } from '../ui';
import { CATALOGUE, EVENT_TYPES } from './webhook-catalogue';

type Endpoint = Schemas['WebhookEndpointDto'];
type Delivery = Schemas['WebhookDeliveryDto'];
type Attempt = Schemas['WebhookAttemptDto'];

export default function Webhooks() {
  const { user } = useSession();
  if (!isAdmin(user))
    return (
      <>
        <PageHead title="Webhooks" />
        <div className="note note-info" data-testid="role-b-limit">
          Only administrators (role A) manage webhook endpoints and see their delivery log.
        </div>
        <Catalogue />
      </>
    );
  return (
    <>
      <PageHead title="Webhooks" />
      <Endpoints />
      <Deliveries />
      <Catalogue />
    </>
  );
}

function Endpoints() {
  const queries = useQueryClient();
  const list = useQuery({
    queryKey: ['webhook-endpoints'],
    queryFn: async () => unwrap(await api.GET('/api/v1/webhooks/endpoints', { params: { query: { page: 1, page_size: 100 } } })),
  });
  const [fresh, setFresh] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const create = useMutation({
    mutationFn: async (body: Schemas['CreateWebhookEndpointDto']) => unwrap(await api.POST('/api/v1/webhooks/endpoints', { body })),
    onSuccess: (e) => {
      setFresh(e.secret);
      setAdding(false);
      void queries.invalidateQueries({ queryKey: ['webhook-endpoints'] });
    },
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const events = f.getAll('events').map(String) as Schemas['CreateWebhookEndpointDto']['events'];
    create.mutate({ url: String(f.get('url')), events: events && events.length > 0 ? events : undefined, description: String(f.get('description') || '') || undefined });
  }

  return (
    <section aria-labelledby="endpoints">
      <h2 id="endpoints" className="h3">
        Endpoints
      </h2>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>No endpoint yet. Add the HTTPS URL where your systems receive events.</Empty>
      ) : (
        list.data.results.map((e) => <EndpointCard key={e.id} endpoint={e} />)
      )}
      <details className="add-endpoint" open={adding} onToggle={(ev) => setAdding(ev.currentTarget.open)}>
        <summary role="button" className="secondary outline">
          Add an endpoint
        </summary>
        <form onSubmit={submit} aria-label="Add webhook endpoint">
          <label>
            Endpoint URL
            <input name="url" type="url" required placeholder="https://bank.example/hooks/risk" />
          </label>
          <label>
            Description
            <input name="description" maxLength={500} />
          </label>
          <fieldset>
            <legend>Events (none ticked = all events)</legend>
            <div className="checks">
              {EVENT_TYPES.map((t) => (
                <label key={t}>
                  <input type="checkbox" name="events" value={t} /> <code>{t}</code>
                </label>
              ))}
            </div>
          </fieldset>
          <ErrorNote error={create.error} />
          <button type="submit" aria-busy={create.isPending} disabled={create.isPending}>
            Add endpoint
          </button>
        </form>
      </details>
      {fresh && (
        <div className="note note-ok" role="status">
          Endpoint added. Its signing secret: <code>{fresh}</code> <CopyButton text={fresh} /> (you can reveal it again later).
        </div>
      )}
    </section>
  );
}

function EndpointCard({ endpoint: e }: { endpoint: Endpoint }) {
  const queries = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  const secret = useQuery({
    queryKey: ['webhook-secret', e.id],
    queryFn: async () => unwrap(await api.GET('/api/v1/webhooks/endpoints/{id}/secret', { params: { path: { id: e.id } } })),
    enabled: revealed,
  });
  const rotate = useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/v1/webhooks/endpoints/{id}/rotate-secret', { params: { path: { id: e.id } }, body: {} })),
    onSuccess: (s) => {
      queries.setQueryData(['webhook-secret', e.id], s);
      setRevealed(true);
    },
  });
  const test = useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/v1/webhooks/test', { body: { endpoint_id: e.id } })),
    onSuccess: () => setTimeout(() => void queries.invalidateQueries({ queryKey: ['webhook-deliveries'] }), 800),
  });
  const toggle = useMutation({
    mutationFn: async (enabled: boolean) => unwrap(await api.PATCH('/api/v1/webhooks/endpoints/{id}', { params: { path: { id: e.id } }, body: { enabled } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhook-endpoints'] }),
  });
  const events = useMutation({
    mutationFn: async (picked: Schemas['WebhookEndpointDto']['events'] | null) =>
      unwrap(await api.PATCH('/api/v1/webhooks/endpoints/{id}', { params: { path: { id: e.id } }, body: { events: picked } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhook-endpoints'] }),
  });
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/api/v1/webhooks/endpoints/{id}', { params: { path: { id: e.id } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhook-endpoints'] }),
  });

  return (
    <article className="endpoint" data-endpoint-id={e.id}>
      <header className="endpoint-head">
        <code className="break">{e.url}</code>{' '}
        {e.enabled ? <Badge tone="ok">Enabled</Badge> : <Badge tone="muted">Disabled{e.disabled_reason ? `: ${e.disabled_reason}` : ''}</Badge>}
      </header>
      {e.description && <p>{e.description}</p>}
      <p className="muted">Events: {e.all_events ? 'all events' : e.events.map((t) => <code key={t}>{t} </code>)}</p>
      <details className="edit-events">
        <summary>Change events</summary>
        <form
          aria-label="Subscribed events"
          onSubmit={(ev) => {
            ev.preventDefault();
            const picked = new FormData(ev.currentTarget).getAll('events').map(String) as Schemas['WebhookEndpointDto']['events'];
            events.mutate(picked.length > 0 ? picked : null);
          }}
        >
          <fieldset>
            <legend>Events (none ticked = all events)</legend>
            <div className="checks">
              {EVENT_TYPES.map((t) => (
                <label key={t}>
                  <input type="checkbox" name="events" value={t} defaultChecked={!e.all_events && e.events.includes(t)} /> <code>{t}</code>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="small" aria-busy={events.isPending} disabled={events.isPending}>
            Save events
          </button>
        </form>
      </details>
      <div className="secret-box">
        <strong>Signing secret</strong>
        {!revealed ? (
          <button type="button" className="secondary outline small" onClick={() => setRevealed(true)}>
            Reveal
          </button>
        ) : secret.isPending ? (
          <Loading />
        ) : secret.error ? (
          <ErrorNote error={secret.error} />
        ) : (
          <div data-testid="secret">
            <div className="secret-row">
              <code data-testid="current-secret">{secret.data.secret}</code>
              <CopyButton text={secret.data.secret} />
              <button type="button" className="secondary outline small" onClick={() => setRevealed(false)}>
                Hide
              </button>
            </div>
            {secret.data.previous_secret && (
              <p className="muted" data-testid="grace">
                The previous secret still signs (header <code>X-Signature-Previous</code>) until {when(secret.data.previous_secret_expires_at)}.
              </p>
            )}
          </div>
        )}
      </div>
      <ErrorNote error={rotate.error ?? test.error ?? toggle.error ?? remove.error ?? events.error} />
      {test.data && (
        <p role="status" className="note note-ok">
          Test event <code>{test.data.event_id}</code> queued for {test.data.deliveries} endpoint(s).
        </p>
      )}
      <div className="button-row">
        <button type="button" className="small" onClick={() => test.mutate()} aria-busy={test.isPending} disabled={test.isPending}>
          Send test event
        </button>
        <ConfirmButton
          label="Rotate secret"
          title="Rotate the signing secret?"
          body={<p>A new secret signs from now on. The old one keeps signing beside it (X-Signature-Previous) for a grace period, so you can switch your receiver without losing events.</p>}
          confirm="Rotate"
          onConfirm={() => rotate.mutateAsync().then(() => undefined)}
        />
        <button type="button" className="secondary outline small" onClick={() => toggle.mutate(!e.enabled)}>
          {e.enabled ? 'Disable' : 'Enable'}
        </button>
        <ConfirmButton
          label="Delete"
          title="Delete this endpoint?"
          body={<p>No further events are sent to {e.url}.</p>}
          confirm="Delete endpoint"
          danger
          onConfirm={() => remove.mutateAsync().then(() => undefined)}
        />
      </div>
    </article>
  );
}

function Deliveries() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['webhook-deliveries', page],
    queryFn: async () => unwrap(await api.GET('/api/v1/webhooks/deliveries', { params: { query: { page, page_size: 20 } } })),
    refetchInterval: 5000,
  });
  return (
    <section aria-labelledby="deliveries">
      <h2 id="deliveries" className="h3">
        Delivery log
      </h2>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>No deliveries yet. Send a test event to see one here.</Empty>
      ) : (
        <>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways on small screens)">
            <table className="striped" data-testid="deliveries-table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">HTTP</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Latency</th>
                  <th scope="col">Created</th>
                  <th scope="col">Next retry</th>
                  <th scope="col">
                    <span className="visually-hidden">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((d) => (
                  <tr key={d.id} data-delivery-id={d.id} data-event-id={d.event_id} data-status={d.status}>
                    <td>
                      <code>{d.event_type}</code>
                    </td>
                    <td>
                      <DeliveryBadge d={d} />
                    </td>
                    <td>{d.last_status_code ?? '—'}</td>
                    <td>
                      {d.attempt_count}/{d.max_attempts}
                    </td>
                    <td>{d.last_latency_ms != null ? `${d.last_latency_ms} ms` : '—'}</td>
                    <td>{when(d.created_at)}</td>
                    <td>{when(d.next_attempt_at)}</td>
                    <td>
                      <button type="button" className="secondary outline small" aria-expanded={open === d.id} onClick={() => setOpen(open === d.id ? null : d.id)}>
                        {open === d.id ? 'Close' : 'Attempts'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} count={list.data.count} pageSize={20} onPage={setPage} />
          {open && <DeliveryDetail id={open} />}
        </>
      )}
    </section>
  );
}

function DeliveryBadge({ d }: { d: Delivery }) {
  const tone = d.status === 'succeeded' ? 'ok' : d.status === 'failed' ? 'bad' : 'info';
  return <Badge tone={tone}>{d.status}</Badge>;
}

function DeliveryDetail({ id }: { id: string }) {
  const queries = useQueryClient();
  const detail = useQuery({
    queryKey: ['webhook-delivery', id],
    queryFn: async () => unwrap(await api.GET('/api/v1/webhooks/deliveries/{id}', { params: { path: { id } } })),
    // while an attempt is due, follow it
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'succeeded' || q.state.data.status === 'failed') ? false : 2000),
  });
  const redeliver = useMutation({
    mutationFn: async () => unwrap(await api.POST('/api/v1/webhooks/deliveries/{id}/redeliver', { params: { path: { id } } })),
    onSuccess: (d) => {
      queries.setQueryData(['webhook-delivery', id], d);
      void queries.invalidateQueries({ queryKey: ['webhook-deliveries'] });
    },
  });
  if (detail.isPending) return <Loading />;
  if (detail.error) return <ErrorNote error={detail.error} />;
  const d = detail.data;
  return (
    <article className="delivery-detail" data-testid="delivery-detail" aria-label="Delivery attempts">
      <header>
        Event <code>{d.event_id}</code> · <code>{d.event_type}</code> · <DeliveryBadge d={d} />
      </header>
      {d.attempts.length === 0 ? (
        <Empty>No attempt yet.</Empty>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways on small screens)">
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Time</th>
                <th scope="col">Status code</th>
                <th scope="col">Latency</th>
                <th scope="col">Error</th>
                <th scope="col">Response</th>
              </tr>
            </thead>
            <tbody>
              {d.attempts.map((a) => (
                <tr key={a.attempt_no} data-attempt={a.attempt_no}>
                  <td>{a.attempt_no}</td>
                  <td>{when(a.started_at)}</td>
                  <td>
                    <Badge tone={statusTone(a.status_code)}>{a.status_code ?? 'no answer'}</Badge>
                  </td>
                  <td>{a.latency_ms} ms</td>
                  <td>{a.error ?? '—'}</td>
                  <td>
                    <ResponseExcerpt a={a} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">Next retry: {when(d.next_attempt_at)}. Responses show their first 1 KiB.</p>
      <ErrorNote error={redeliver.error} />
      <button type="button" className="small" onClick={() => redeliver.mutate()} aria-busy={redeliver.isPending} disabled={redeliver.isPending}>
        Redeliver
      </button>
    </article>
  );
}

/** The receiver's answer as text (React escapes it), marked when it went on past the excerpt. */
function ResponseExcerpt({ a }: { a: Attempt }) {
  if (a.response_excerpt === null) return <span className="muted">—</span>;
  return (
    <>
      {a.response_content_type && <code className="field">{a.response_content_type}</code>}
      <pre className="body excerpt" data-testid="response-excerpt">
        {a.response_excerpt || '(empty body)'}
      </pre>
      {a.response_truncated && <span className="muted">Cut at 1 KiB.</span>}
    </>
  );
}

function Catalogue() {
  return (
    <section aria-labelledby="catalogue">
      <h2 id="catalogue" className="h3">
        Event catalogue
      </h2>
      <p className="muted">
        Every body also has <code>event</code>, <code>event_id</code> and <code>created_at</code>, and is signed in <code>X-Signature</code> (
        <code>sha256=</code> HMAC-SHA256 of the raw body).
      </p>
      <div className="catalogue">
        {EVENT_TYPES.map((t) => (
          <details key={t}>
            <summary>
              <code>{t}</code>
            </summary>
            <p>{CATALOGUE[t].when}</p>
            <p>
              Fields:{' '}
              {CATALOGUE[t].fields.map((f) => (
                <code key={f} className="field">
                  {f}
                </code>
              ))}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
