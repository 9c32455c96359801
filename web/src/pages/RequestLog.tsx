import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { Badge, Empty, ErrorNote, Loading, PageHead, Pager, statusTone, when } from '../ui';

const FILTERS = ['status', 'path', 'request_id', 'idempotency_key', 'token_id'] as const;

export default function RequestLog() {
  const [params, setParams] = useSearchParams();
  const queries = useQueryClient();
  const [page, setPage] = useState(1);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? undefined]).filter(([, v]) => v));
  const open = params.get('open');
  const list = useQuery({
    queryKey: ['request-log', filters, page],
    queryFn: async () => unwrap(await api.GET('/api/v1/logs/requests', { params: { query: { ...filters, page, page_size: 20 } } })),
  });
  // Administrators pick one of the organization's keys; members (who cannot list keys) type a key id.
  const admin = isAdmin(useSession().user);
  const keys = useQuery({
    queryKey: ['api-tokens', 'all'],
    queryFn: async () => unwrap(await api.GET('/v1/accounts/api-tokens/', { params: { query: { page: 1, page_size: 100 } } })),
    enabled: admin,
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of FILTERS) {
      const v = String(f.get(k) ?? '').trim();
      if (v) next.set(k, v);
    }
    // Filter fetches again, whatever page or filters were shown before: a request made a moment ago may have been written since
    void queries.invalidateQueries({ queryKey: ['request-log'] });
    setPage(1);
    setParams(next);
  }
  const openOne = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('open', id);
    else next.delete('open');
    setParams(next);
  };

  return (
    <>
      <PageHead title="Request log" />
      <p className="muted">Your organization's API requests of the last 7 days. Bodies are redacted (BVN, NIN, secrets, tokens, passwords).</p>
      <form onSubmit={submit} className="inline-form filters" aria-label="Filter requests" key={params.toString()}>
        <label>
          Status
          <input name="status" placeholder="4xx or 404" defaultValue={params.get('status') ?? ''} />
        </label>
        <label>
          Path
          <input name="path" placeholder="/api/v1/fraud" defaultValue={params.get('path') ?? ''} />
        </label>
        <label>
          Request id
          <input name="request_id" defaultValue={params.get('request_id') ?? ''} />
        </label>
        <label>
          Idempotency key
          <input name="idempotency_key" defaultValue={params.get('idempotency_key') ?? ''} />
        </label>
        <label>
          API key
          {admin ? (
            <select name="token_id" defaultValue={params.get('token_id') ?? ''}>
              <option value="">Any</option>
              {keys.data?.results.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name} ({k.prefix}…{k.revoked_at ? ', revoked' : ''})
                </option>
              ))}
            </select>
          ) : (
            <input name="token_id" placeholder="key id" defaultValue={params.get('token_id') ?? ''} />
          )}
        </label>
        <button type="submit">Filter</button>
      </form>
      {open && <RequestDetail id={open} onClose={() => openOne(null)} />}
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>No request matches{Object.keys(filters).length ? ' these filters' : ' yet'}.</Empty>
      ) : (
        <>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Requests">
            <table className="striped" data-testid="requests-table">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Status</th>
                  <th scope="col">Request</th>
                  <th scope="col">Latency</th>
                  <th scope="col">Caller</th>
                  <th scope="col">Request id</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((r) => (
                  <tr key={r.request_id} data-request-id={r.request_id}>
                    <td>{when(r.created_at)}</td>
                    <td>
                      <Badge tone={statusTone(r.status)}>{r.status}</Badge> {r.error_code && <small className="muted">{r.error_code}</small>}
                    </td>
                    <td>
                      <code>{r.method}</code> {r.path}
                    </td>
                    <td>{r.latency_ms} ms</td>
                    <td>{r.principal.kind === 'api_token' ? `key ${r.principal.token_id?.slice(0, 8) ?? ''}` : r.principal.kind === 'user' ? `user ${r.principal.user_id}` : '—'}</td>
                    <td>
                      <button type="button" className="linkish" onClick={() => openOne(r.request_id)}>
                        {r.request_id}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} count={list.data.count} pageSize={20} onPage={setPage} />
        </>
      )}
    </>
  );
}

function RequestDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQuery({
    queryKey: ['request-log-entry', id],
    queryFn: async () => unwrap(await api.GET('/api/v1/logs/requests/{request_id}', { params: { path: { request_id: id } } })),
  });
  return (
    <article className="request-detail" data-testid="request-detail" aria-label={`Request ${id}`}>
      <header className="page-head">
        <strong>
          Request <code>{id}</code>
        </strong>
        <button type="button" className="secondary outline small" onClick={onClose}>
          Close
        </button>
      </header>
      {q.isPending ? (
        <Loading />
      ) : q.error ? (
        <ErrorNote error={q.error} />
      ) : (
        <>
          <p>
            <Badge tone={statusTone(q.data.status)}>{q.data.status}</Badge> <code>{q.data.method}</code> {q.data.path} · {q.data.latency_ms} ms · {when(q.data.created_at)}
            {q.data.error_code && (
              <>
                {' '}
                · <code>{q.data.error_code}</code>
              </>
            )}
          </p>
          <h3 className="h4">Request body</h3>
          <pre className="body">{pretty(q.data.request_body) ?? '(none)'}</pre>
          <h3 className="h4">Response body</h3>
          <pre className="body" data-testid="response-body">
            {pretty(q.data.response_body) ?? '(none)'}
          </pre>
        </>
      )}
    </article>
  );
}

function pretty(body: string | null): string | null {
  if (body == null) return null;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
