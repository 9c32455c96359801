import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { useSession } from '../auth';
import { Empty, ErrorNote, Loading, PageHead, Pager } from '../ui';
import { AlertRows, useMembers, useTake, type Alert } from './analyst-ui';

const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
const STATUSES = ['open', 'in_review', 'resolved'] as const;
const PAGE_SIZE = 20;

export default function Alerts() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const queries = useQueryClient();
  const [page, setPage] = useState(1);
  const { members, name } = useMembers();
  const severity = SEVERITIES.find((s) => s === params.get('severity'));
  const status = STATUSES.find((s) => s === params.get('status'));
  const who = params.get('assignee') ?? '';
  // "mine" and "none" are the inbox's words; the API takes a user id or none
  const assignee = who === 'mine' ? user!.id : who === 'none' ? ('none' as const) : /^\d+$/.test(who) ? Number(who) : undefined;
  const account = params.get('account_number') ?? undefined;
  const query = { severity, status, assignee, account_number: account };
  const list = useQuery({
    queryKey: ['alerts', 'list', query, page],
    queryFn: async () => unwrap(await api.GET('/api/v1/fraud/alerts/', { params: { query: { ...query, page, page_size: PAGE_SIZE } } })),
    refetchInterval: 30_000,
  });
  const take = useTake();

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of ['severity', 'status', 'assignee', 'account_number']) {
      const v = String(f.get(k) ?? '').trim();
      if (v) next.set(k, v);
    }
    // Filter fetches again, whatever page or filters were shown before (the list is otherwise refreshed every 30 s)
    void queries.invalidateQueries({ queryKey: ['alerts', 'list'] });
    setPage(1);
    setParams(next);
  }

  const takeButton = (a: Alert) =>
    a.status === 'resolved' || a.assignee_id === user?.id ? null : (
      <button type="button" className="small" disabled={take.isPending} onClick={() => take.mutate(a.alert_id)} aria-label={`Take alert on ${a.account_number}`}>
        Take
      </button>
    );

  return (
    <>
      <PageHead title="Alerts" />
      <p className="muted">
        The review queue: transfers the engine did not approve, watchlist hits, score rises and network reports on your accounts. Take an alert to review it, then resolve it
        with an outcome; the outcome teaches the engine.
      </p>
      <form onSubmit={submit} className="inline-form filters" aria-label="Filter alerts" key={params.toString()}>
        <label>
          Severity
          <select name="severity" defaultValue={severity ?? ''}>
            <option value="">Any</option>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={status ?? ''}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label>
          Assignee
          <select name="assignee" defaultValue={who}>
            <option value="">Anyone</option>
            <option value="mine">Mine</option>
            <option value="none">Unassigned</option>
            {members
              .filter((m) => m.id !== user?.id)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {name(m.id)}
                </option>
              ))}
          </select>
        </label>
        <label>
          Account
          <input name="account_number" inputMode="numeric" pattern="\d{10}" title="10 digits" placeholder="10 digits" defaultValue={account ?? ''} />
        </label>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={take.error} />
      {list.isPending ? (
        <Loading what="Loading alerts" />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>No alert{params.toString() ? ' matches these filters' : ' yet: every transfer so far was approved'}.</Empty>
      ) : (
        <>
          <p className="muted count" data-testid="alerts-count">
            {list.data.count} alert{list.data.count === 1 ? '' : 's'}
          </p>
          <AlertRows alerts={list.data.results} name={name} actions={takeButton} />
          <Pager page={page} count={list.data.count} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </>
  );
}
