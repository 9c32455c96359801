import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { Badge, ConfirmButton, CopyButton, Empty, ErrorNote, Loading, PageHead, Pager, when } from '../ui';

type Created = Schemas['CreatedApiTokenDto'];

export default function ApiKeys() {
  const { user, livemode } = useSession();
  const admin = isAdmin(user);
  const [page, setPage] = useState(1);
  const queries = useQueryClient();
  const list = useQuery({
    queryKey: ['api-tokens', livemode, page],
    queryFn: async () => unwrap(await api.GET('/v1/accounts/api-tokens/', { params: { query: { page, page_size: 20 } } })),
    enabled: admin,
  });
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation({
    mutationFn: async (body: { name: string; role: 'A' | 'B' }) => unwrap(await api.POST('/v1/accounts/api-tokens/', { body: { ...body, livemode } })),
    onSuccess: (t) => {
      setCreated(t);
      void queries.invalidateQueries({ queryKey: ['api-tokens'] });
    },
  });
  const revoke = useMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/v1/accounts/api-tokens/{id}/', { params: { path: { id } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['api-tokens'] }),
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    create.mutate({ name: String(f.get('name')), role: f.get('role') === 'A' ? 'A' : 'B' });
    e.currentTarget.reset();
  }

  if (!admin)
    return (
      <>
        <PageHead title="API keys" />
        <div className="note note-info" data-testid="role-b-limit">
          Only administrators (role A) create, list and revoke API keys. Ask an administrator of your organization for a key.
        </div>
      </>
    );

  return (
    <>
      <PageHead title="API keys" />
      <section aria-labelledby="new-key">
        <h2 id="new-key" className="h3">
          Create a key
        </h2>
        <form onSubmit={submit} className="inline-form" aria-label="Create API key">
          <label>
            Name
            <input name="name" required maxLength={100} placeholder="core-banking-prod" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="B">
              <option value="B">B · member (uses the API)</option>
              <option value="A">A · administrator</option>
            </select>
          </label>
          <button type="submit" aria-busy={create.isPending} disabled={create.isPending}>
            Create key
          </button>
        </form>
        <ErrorNote error={create.error} />
        {created && (
          <div className="note note-ok secret-once" role="status" data-testid="new-key">
            <p>
              <strong>Copy this key now.</strong> It is shown only once; the service keeps only its hash.
            </p>
            <div className="secret-row">
              <code data-testid="new-key-secret">{created.token}</code>
              <CopyButton text={created.token} />
            </div>
            <button type="button" className="secondary outline small" onClick={() => setCreated(null)}>
              I have stored it
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby="keys">
        <h2 id="keys" className="h3">
          Keys
        </h2>
        <p className="muted" data-testid="keys-mode">
          {livemode ? 'Live keys (sk_live_). Switch to test mode to see the test keys.' : 'Test keys (sk_test_). Live keys are listed in live mode.'}
        </p>
        <ErrorNote error={revoke.error} />
        {list.isPending ? (
          <Loading />
        ) : list.error ? (
          <ErrorNote error={list.error} />
        ) : list.data.results.length === 0 ? (
          <Empty>No {livemode ? 'live' : 'test'} API keys yet. Create one above to call the API from your systems.</Empty>
        ) : (
          <>
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways on small screens)">
              <table className="striped" data-testid="keys-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Key</th>
                    <th scope="col">Role</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.results.map((k) => (
                    <tr key={k.id} data-key-id={k.id}>
                      <td>{k.name}</td>
                      <td>
                        <code>{k.prefix}…</code>
                      </td>
                      <td>{k.role}</td>
                      <td>{when(k.created_at)}</td>
                      <td>{k.last_used_at ? when(k.last_used_at) : 'Never'}</td>
                      <td>{k.revoked_at ? <Badge tone="muted">Revoked {when(k.revoked_at)}</Badge> : <Badge tone="ok">Active</Badge>}</td>
                      <td>
                        {!k.revoked_at && (
                          <ConfirmButton
                            label="Revoke"
                            title={`Revoke “${k.name}”?`}
                            body={<p>Calls with this key are refused within seconds, on every server. This cannot be undone.</p>}
                            confirm="Revoke key"
                            danger
                            onConfirm={() => revoke.mutateAsync(k.id).then(() => undefined)}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} count={list.data.count} pageSize={20} onPage={setPage} />
          </>
        )}
      </section>
    </>
  );
}
