import { useId, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api, unwrap, type Schemas } from '../api/client';
import { useSession } from '../auth';
import { Empty, ErrorNote, Loading, PageHead, when } from '../ui';
import { ActionBadge, age, amount, Facts, OutcomeBadge, RecentAnalyses, SeverityBadge, StatusBadge, Table, useCustomer, useMembers, useTake, words } from './analyst-ui';

type Detail = Schemas['FraudAlertDetailDto'];
type Outcome = Schemas['ResolveAlertDto']['outcome'];

const OUTCOMES: Array<[Outcome, string, string]> = [
  ['confirmed_fraud', 'Confirmed fraud', "Labels the transfer as fraud and raises the sender's and payee's scores."],
  ['legitimate', 'Legitimate', 'Teaches the engine this is normal for the customer: device, payee and amount are accepted next time.'],
  ['inconclusive', 'Inconclusive', 'Closes the alert without teaching the engine either way.'],
];

export default function AlertDetail() {
  const { alertId = '' } = useParams();
  const q = useQuery({
    queryKey: ['alerts', 'one', alertId],
    queryFn: async () => unwrap(await api.GET('/api/v1/fraud/alerts/{id}', { params: { path: { id: alertId } } })),
  });
  return (
    <>
      <PageHead title="Alert">
        <Link to="/alerts">Back to the inbox</Link>
      </PageHead>
      {q.isPending ? <Loading what="Loading the alert" /> : q.error ? <ErrorNote error={q.error} /> : <AlertView a={q.data} />}
    </>
  );
}

function AlertView({ a }: { a: Detail }) {
  const { user } = useSession();
  const { name } = useMembers();
  const take = useTake();
  const tx = a.transaction;
  const resolved = a.status === 'resolved';
  return (
    <>
      <section aria-labelledby="summary" data-testid="alert-summary">
        <h2 id="summary" className="h3">
          <SeverityBadge severity={a.severity} /> {words(a.source)} alert on {a.account_number}
        </h2>
        <Facts
          items={[
            ['Status', <><StatusBadge status={a.status} /> <OutcomeBadge outcome={a.outcome} /></>],
            ['Risk score', `${a.risk_score} of 100`],
            ['Recommended action', <ActionBadge action={a.recommended_action} />],
            ['Opened', `${when(a.created_at)} (${age(a.age_seconds)}${resolved ? ' to resolve' : ' ago'})`],
            ['Assignee', name(a.assignee_id)],
            ['Customer', <Link to={`/customers?account_number=${a.account_number}`}>Open customer view</Link>],
          ]}
        />
        {!resolved && a.assignee_id !== user?.id && (
          <button type="button" disabled={take.isPending} aria-busy={take.isPending} onClick={() => take.mutate(a.alert_id)}>
            Take (assign to me)
          </button>
        )}
        <ErrorNote error={take.error} />
        {resolved && (
          <p className="note note-info" data-testid="resolution">
            Resolved {when(a.resolved_at)} as <strong>{words(a.outcome ?? '')}</strong>: {a.resolution_note}
          </p>
        )}
      </section>

      <section aria-labelledby="transfer">
        <h2 id="transfer" className="h3">
          The transfer
        </h2>
        {tx ? (
          <>
            <Facts
              items={[
                ['Amount', <strong data-testid="tx-amount">{amount(tx.amount, tx.currency)}</strong>],
                ['Channel', tx.channel],
                ['Device', tx.device_id ? <code>{tx.device_id}</code> : null],
                ['IP address', tx.ip_address ? <><code>{tx.ip_address}</code>{tx.ip_country ? ` (${tx.ip_country})` : ''}</> : null],
                ['From', tx.sender_account],
                ['Payee', tx.receiver_account],
                ['Time', when(tx.occurred_at)],
                ['Transaction id', <code>{tx.transaction_id}</code>],
              ]}
            />
            <h3 className="h4">Signals</h3>
            {tx.signals.length === 0 ? (
              <Empty>No signal.</Empty>
            ) : (
              <Table label="Signals" testId="signals" head={['Signal', 'Points', 'What it means']}>
                {[...tx.signals]
                  .sort((x, y) => y.contribution - x.contribution)
                  .map((s) => (
                    <tr key={s.code}>
                      <td>
                        <code>{s.code}</code>
                      </td>
                      <td className="num">+{s.contribution}</td>
                      <td className="wrap">{s.description}</td>
                    </tr>
                  ))}
              </Table>
            )}
          </>
        ) : (
          <>
            <p className="muted">This alert was not opened by an analysis, so there is no transfer to show.</p>
            {a.signals.length > 0 && (
              <p>
                Signals: <code>{a.signals.join(', ')}</code>
              </p>
            )}
          </>
        )}
      </section>

      {!resolved && <Resolve id={a.alert_id} />}

      <section aria-labelledby="history">
        <h2 id="history" className="h3">
          History
        </h2>
        {a.history.length === 0 ? (
          <Empty>Nobody has acted on this alert yet.</Empty>
        ) : (
          <Table label="History" testId="alert-history" head={['Time', 'Who', 'What', 'From', 'To', 'Note']}>
            {a.history.map((h, i) => (
              <tr key={i}>
                <td>{when(h.created_at)}</td>
                <td>{name(h.actor_user_id)}</td>
                <td>{h.action}</td>
                <td>{state(h.from, name)}</td>
                <td>{state(h.to, name)}</td>
                <td className="wrap">{h.note ?? '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <AccountHistory account={a.account_number} />
    </>
  );
}

/** An audit entry's state: status, assignee, outcome. */
function state(s: Record<string, unknown>, name: (id: number | null) => string): string {
  const parts = [typeof s.status === 'string' ? words(s.status) : null, 'assignee_id' in s ? name(typeof s.assignee_id === 'number' ? s.assignee_id : null) : null];
  if (typeof s.outcome === 'string') parts.push(words(s.outcome));
  return parts.filter(Boolean).join(' · ');
}

function Resolve({ id }: { id: string }) {
  const queries = useQueryClient();
  const noteId = useId();
  const resolve = useMutation({
    mutationFn: async (body: Schemas['ResolveAlertDto']) => unwrap(await api.POST('/api/v1/fraud/alerts/{id}/resolve', { params: { path: { id } }, body })),
    onSuccess: () => Promise.all([queries.invalidateQueries({ queryKey: ['alerts'] }), queries.invalidateQueries({ queryKey: ['customer'] })]),
  });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    resolve.mutate({ outcome: String(f.get('outcome')) as Outcome, note: String(f.get('note') ?? '').trim() });
  }
  return (
    <section aria-labelledby="resolve">
      <h2 id="resolve" className="h3">
        Resolve
      </h2>
      <form onSubmit={submit} aria-label="Resolve the alert" data-testid="resolve-form">
        <fieldset>
          <legend>Outcome</legend>
          {OUTCOMES.map(([value, label, hint]) => (
            <label key={value}>
              <input type="radio" name="outcome" value={value} required /> <strong>{label}</strong> <span className="muted hint">— {hint}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={noteId}>Note (what you found; kept in the alert's history)</label>
        <textarea id={noteId} name="note" required maxLength={2000} rows={3} />
        <button type="submit" aria-busy={resolve.isPending} disabled={resolve.isPending}>
          Resolve alert
        </button>
      </form>
      <ErrorNote error={resolve.error} />
    </section>
  );
}

function AccountHistory({ account }: { account: string }) {
  const q = useCustomer({ account_number: account });
  return (
    <section aria-labelledby="account-history">
      <h2 id="account-history" className="h3">
        Recent history of {account}
      </h2>
      {q.isPending ? (
        <Loading what="Loading the account's history" />
      ) : q.error ? (
        <ErrorNote error={q.error} />
      ) : q.data.fraud ? (
        <>
          <p>
            Account fraud score <strong>{q.data.fraud.fraud_score}</strong> ({q.data.fraud.risk_level}), {q.data.fraud.open_alerts.length} unresolved alert
            {q.data.fraud.open_alerts.length === 1 ? '' : 's'}.
          </p>
          <RecentAnalyses rows={q.data.fraud.recent_analyses} />
        </>
      ) : (
        <Empty>No history.</Empty>
      )}
    </section>
  );
}
