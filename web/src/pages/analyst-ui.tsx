import './analyst.css';
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth';
import { Link } from 'react-router';
import { api, unwrap, type Schemas } from '../api/client';
import { Badge, Empty, when } from '../ui';

// Shared by the alerts inbox, the alert view and the customer view (issue 16's analyst workspace).

export type Alert = Schemas['FraudAlertDto'];
export type Member = Schemas['MemberDto'];

const money = new Map<string, Intl.NumberFormat>();
/** ₦450,000.00 (the currency's own symbol for the others). */
export function amount(value: number, currency = 'NGN'): string {
  if (!money.has(currency)) money.set(currency, new Intl.NumberFormat('en-NG', { style: 'currency', currency }));
  return money.get(currency)!.format(value);
}

/** An alert's age in the largest sensible unit: 45 s, 12 min, 3 h, 2 d. */
export function age(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86400)} d`;
}

export const words = (s: string) => s.replace(/_/g, ' ');

export function SeverityBadge({ severity }: { severity: string }) {
  const tone = severity === 'critical' || severity === 'high' ? 'bad' : severity === 'medium' ? 'warn' : 'muted';
  return <Badge tone={tone}>{severity}</Badge>;
}

/** A risk level (fraud score, tamper risk): low is fine, medium a warning, high and critical bad. */
export function RiskBadge({ level }: { level: string }) {
  return <Badge tone={level === 'low' ? 'ok' : level === 'medium' ? 'warn' : 'bad'}>{level}</Badge>;
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'resolved' ? 'ok' : status === 'in_review' ? 'warn' : 'info'}>{words(status)}</Badge>;
}

export function OutcomeBadge({ outcome }: { outcome: string | null }) {
  if (!outcome) return null;
  return <Badge tone={outcome === 'confirmed_fraud' ? 'bad' : outcome === 'legitimate' ? 'ok' : 'muted'}>{words(outcome)}</Badge>;
}

export function ActionBadge({ action }: { action: string }) {
  return <Badge tone={action === 'approve' ? 'ok' : action === 'decline' ? 'bad' : 'warn'}>{action}</Badge>;
}

/** The organization's members by id, to name assignees and actors (any member may list them). */
export function useMembers() {
  const q = useQuery({
    queryKey: ['members', 'all'],
    queryFn: async () => unwrap(await api.GET('/v1/accounts/members/', { params: { query: { page: 1, page_size: 100 } } })),
    staleTime: 60_000,
  });
  const byId = new Map((q.data?.results ?? []).map((m) => [m.id, m]));
  const name = (id: number | null | undefined) => {
    if (id == null) return 'Unassigned';
    const m = byId.get(id);
    return m ? [m.first_name, m.last_name].filter(Boolean).join(' ') || m.email : `user ${id}`;
  };
  return { members: q.data?.results ?? [], name };
}

/** Assigns an alert to the signed-in analyst ("Take"); every alert query and customer view is refreshed. */
export function useTake() {
  const { user } = useSession();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (alertId: string) =>
      unwrap(await api.POST('/api/v1/fraud/alerts/{id}/assign', { params: { path: { id: alertId } }, body: { user_id: user!.id } })),
    onSuccess: () => Promise.all([queries.invalidateQueries({ queryKey: ['alerts'] }), queries.invalidateQueries({ queryKey: ['customer'] })]),
  });
}

/** The joined customer view of one account (fraud part only when no BVN is given). */
export function useCustomer(query: { account_number?: string; bvn?: string; consent_reference?: string } | null) {
  return useQuery({
    queryKey: ['customer', query],
    queryFn: async () => unwrap(await api.GET('/api/v1/customers/overview', { params: { query: query! } })),
    enabled: query !== null,
  });
}

/** Label/value pairs in a compact grid. */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="facts">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Table({ label, testId, head, children }: { label: string; testId?: string; head: string[]; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="striped" data-testid={testId}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** An account's latest analyses, as sender or receiver, with analysts' labels. */
export function RecentAnalyses({ rows }: { rows: Schemas['CustomerAnalysisDto'][] }) {
  if (rows.length === 0) return <Empty>No analysis of this account yet.</Empty>;
  return (
    <Table label="Recent analyses" testId="recent-analyses" head={['Time', 'Direction', 'Counterparty', 'Amount', 'Channel', 'Score', 'Action', 'Label']}>
      {rows.map((a) => (
        <tr key={`${a.transaction_id}-${a.direction}`} data-transaction-id={a.transaction_id}>
          <td>{when(a.occurred_at)}</td>
          <td>{a.direction === 'outgoing' ? 'Sent to' : 'Received from'}</td>
          <td>{a.counterparty_account}</td>
          <td className="num">{amount(a.amount, a.currency)}</td>
          <td>{a.channel}</td>
          <td className="num">{a.risk_score}</td>
          <td>
            <ActionBadge action={a.recommended_action} />
          </td>
          <td>{a.label ? <OutcomeBadge outcome={a.label} /> : <span className="muted">—</span>}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Alerts as rows: age, severity, accounts, score, state; the first column links to the alert. */
export function AlertRows({ alerts, name, actions }: { alerts: Alert[]; name: (id: number | null) => string; actions?: (a: Alert) => ReactNode }) {
  return (
    <Table label="Alerts" testId="alerts-table" head={['Alert', 'Age', 'Severity', 'Account', 'Payee', 'Score', 'Action', 'Source', 'Status', 'Assignee', ...(actions ? ['Take'] : [])]}>
      {alerts.map((a) => (
        <tr key={a.alert_id} data-alert-id={a.alert_id} data-status={a.status}>
          <td>
            <Link to={`/alerts/${a.alert_id}`} aria-label={`Open alert on ${a.account_number}, ${a.severity}, opened ${when(a.created_at)}`}>
              Open
            </Link>
          </td>
          <td title={when(a.created_at)}>{age(a.age_seconds)}</td>
          <td>
            <SeverityBadge severity={a.severity} />
          </td>
          <td>{a.account_number}</td>
          <td>{a.receiver_account ?? '—'}</td>
          <td className="num">{a.risk_score}</td>
          <td>
            <ActionBadge action={a.recommended_action} />
          </td>
          <td>{words(a.source)}</td>
          <td>
            <StatusBadge status={a.status} /> <OutcomeBadge outcome={a.outcome} />
          </td>
          <td>{name(a.assignee_id)}</td>
          {actions && <td>{actions(a)}</td>}
        </tr>
      ))}
    </Table>
  );
}
