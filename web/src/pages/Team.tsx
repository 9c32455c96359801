import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { Badge, ConfirmButton, Empty, ErrorNote, Loading, PageHead, Pager, when } from '../ui';

type Member = Schemas['MemberDto'];

export default function Team() {
  const { user } = useSession();
  const admin = isAdmin(user);
  return (
    <>
      <PageHead title="Team" />
      {admin ? (
        <Invite />
      ) : (
        <div className="note note-info" data-testid="role-b-limit">
          You are a member (role B): you use the API, and administrators (role A) manage the team, API keys and webhooks.
        </div>
      )}
      <Members admin={admin} selfId={user?.id ?? null} />
      {admin && <Pending />}
    </>
  );
}

function Invite() {
  const queries = useQueryClient();
  const invite = useMutation({
    mutationFn: async (body: Schemas['InviteMemberDto']) => unwrap(await api.POST('/v1/accounts/members/invite/', { body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['invitations'] }),
  });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    invite.mutate({ email: String(f.get('email')), role: f.get('role') === 'A' ? 'A' : 'B' });
    e.currentTarget.reset();
  }
  return (
    <section aria-labelledby="invite">
      <h2 id="invite" className="h3">
        Invite a teammate
      </h2>
      <form onSubmit={submit} className="inline-form" aria-label="Invite a teammate">
        <label>
          Email
          <input name="email" type="email" required />
        </label>
        <label>
          Role
          <select name="role" defaultValue="B">
            <option value="B">B · member</option>
            <option value="A">A · administrator</option>
          </select>
        </label>
        <button type="submit" aria-busy={invite.isPending} disabled={invite.isPending}>
          Send invitation
        </button>
      </form>
      <ErrorNote error={invite.error} />
      {invite.data && (
        <p role="status" className="note note-ok">
          Invitation sent to {invite.data.email}; it expires {when(invite.data.expires_at)}.
        </p>
      )}
    </section>
  );
}

function Members({ admin, selfId }: { admin: boolean; selfId: number | null }) {
  const [page, setPage] = useState(1);
  const queries = useQueryClient();
  const list = useQuery({
    queryKey: ['members', page],
    queryFn: async () => unwrap(await api.GET('/v1/accounts/members/', { params: { query: { page, page_size: 20 } } })),
  });
  const update = useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Schemas['UpdateMemberDto'] }) =>
      unwrap(await api.PATCH('/v1/accounts/members/{id}/', { params: { path: { id: String(id) } }, body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['members'] }),
  });
  return (
    <section aria-labelledby="members">
      <h2 id="members" className="h3">
        Members
      </h2>
      <ErrorNote error={update.error} />
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : (
        <>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Members">
            <table className="striped" data-testid="members-table">
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last login</th>
                  {admin && (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((m: Member) => (
                  <tr key={m.id} data-member-email={m.email}>
                    <td>
                      {[m.first_name, m.last_name].filter(Boolean).join(' ') || m.username}
                      <br />
                      <small className="muted">{m.email}</small>
                    </td>
                    <td>
                      {admin && m.id !== selfId ? (
                        <select
                          aria-label={`Role of ${m.email}`}
                          value={m.role}
                          onChange={(e) => update.mutate({ id: m.id, body: { role: e.target.value === 'A' ? 'A' : 'B' } })}
                          className="compact"
                        >
                          <option value="A">A</option>
                          <option value="B">B</option>
                        </select>
                      ) : (
                        m.role
                      )}
                    </td>
                    <td>
                      <Badge tone={m.status === 'active' ? 'ok' : m.status === 'suspended' ? 'bad' : 'warn'}>{m.status.replace('_', ' ')}</Badge>
                    </td>
                    <td>{when(m.last_login_at)}</td>
                    {admin && (
                      <td>
                        {m.id !== selfId &&
                          (m.status === 'suspended' ? (
                            <button type="button" className="secondary outline small" onClick={() => update.mutate({ id: m.id, body: { suspended: false } })}>
                              Reactivate
                            </button>
                          ) : (
                            <ConfirmButton
                              label="Suspend"
                              title={`Suspend ${m.email}?`}
                              body={<p>Their sessions stop working at once, on every server. You can reactivate them later.</p>}
                              confirm="Suspend"
                              danger
                              onConfirm={() => update.mutateAsync({ id: m.id, body: { suspended: true } }).then(() => undefined)}
                            />
                          ))}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} count={list.data.count} pageSize={20} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function Pending() {
  const list = useQuery({
    queryKey: ['invitations'],
    queryFn: async () => unwrap(await api.GET('/v1/accounts/invitations/', { params: { query: { page: 1, page_size: 100 } } })),
  });
  return (
    <section aria-labelledby="pending">
      <h2 id="pending" className="h3">
        Pending invitations
      </h2>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>No pending invitations.</Empty>
      ) : (
        <ul className="mail-list" data-testid="invitations">
          {list.data.results.map((i) => (
            <li key={i.id}>
              <strong>{i.email}</strong>
              <span className="muted">
                role {i.role} · sent {when(i.created_at)} · expires {when(i.expires_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
