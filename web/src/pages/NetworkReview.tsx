import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, ApiFailure, unwrap, type Schemas } from '../api/client';
import { Badge, ConfirmButton, Empty, ErrorNote, Loading, naira, PageHead, Pager, when } from '../ui';

type Report = Schemas['NetworkReportDto'];
type Status = Report['status'];

const STATUSES: Array<{ value: Status; label: string }> = [
  { value: 'received', label: 'Received' },
  { value: 'under_review', label: 'Under review' },
  { value: 'verified', label: 'Verified' },
];
const TONE: Record<string, 'warn' | 'info' | 'ok'> = { received: 'warn', under_review: 'info', verified: 'ok' };
const label = (status: string) => STATUSES.find((s) => s.value === status)?.label ?? status;

export default function NetworkReview() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const status = (params.get('status') as Status | null) ?? undefined;
  const list = useQuery({
    queryKey: ['network-reports', status ?? 'all', page],
    queryFn: async () => unwrap(await api.GET('/api/v1/fraud/network/reports', { params: { query: { status, page, page_size: 20 } } })),
    retry: (n, e) => !(e instanceof ApiFailure && e.status === 403) && n < 2,
  });
  const filter = (value: string) => {
    setPage(1);
    setParams(value ? { status: value } : {});
  };

  if (list.error instanceof ApiFailure && list.error.status === 403)
    return (
      <>
        <PageHead title="Network review" />
        <div className="note note-info" data-testid="not-reviewer">
          Only administrators (role A) of the organization that operates the fraud network review its reports. Reports your organization files are reviewed
          there, and every bank's reports already weigh on the scores you see.
        </div>
      </>
    );

  return (
    <>
      <PageHead title="Network review" />
      <p className="muted">
        Confirmed-fraud reports filed to the shared network by every participating institution. Move each one from received to under review, then to verified
        once the evidence holds: a verified report weighs fully on every bank's scores. Who reported, and their notes, are never shown here.
      </p>
      <form className="inline-form filters" aria-label="Filter reports" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status
          <select name="status" value={status ?? ''} onChange={(e) => filter(e.target.value)}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>No report {status ? `is ${label(status).toLowerCase()}` : 'has been filed yet'}.</Empty>
      ) : (
        <>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Network reports (scrolls sideways on small screens)">
            <table className="striped wrap network" data-testid="network-reports">
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Fraud type</th>
                  <th scope="col">Amount lost</th>
                  <th scope="col">Evidence</th>
                  <th scope="col">Filed</th>
                  <th scope="col">Status</th>
                  <th scope="col">Reviewed</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((r) => (
                  <ReportRow key={r.report_id} report={r} />
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

function ReportRow({ report: r }: { report: Report }) {
  const queries = useQueryClient();
  const move = useMutation({
    mutationFn: async (to: 'under_review' | 'verified') => unwrap(await api.POST('/api/v1/fraud/network/reports/{id}/status', { params: { path: { id: r.report_id } }, body: { status: to } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['network-reports'] }),
  });
  return (
    <>
      <tr data-report-id={r.report_id} data-status={r.status}>
        <td>
          <code>{r.account_number}</code>
        </td>
        <td>{r.fraud_type.replace(/_/g, ' ')}</td>
        <td>{naira(r.amount_lost)}</td>
        <td>
          {r.evidence_urls.length === 0
            ? '—'
            : r.evidence_urls.map((u, i) => (
                <a key={u} href={u} target="_blank" rel="noopener noreferrer nofollow" className="evidence">
                  file {i + 1}
                </a>
              ))}
        </td>
        <td>{when(r.created_at)}</td>
        <td>
          <Badge tone={TONE[r.status] ?? 'muted'}>{label(r.status)}</Badge>
        </td>
        <td>{when(r.reviewed_at)}</td>
        <td>
          {r.status === 'received' && (
            <button type="button" className="small" onClick={() => move.mutate('under_review')} aria-busy={move.isPending} disabled={move.isPending}>
              Start review
            </button>
          )}
          {r.status === 'under_review' && (
            <ConfirmButton
              className="small"
              label="Verify"
              title={`Verify the report on ${r.account_number}?`}
              body={<p>A verified report weighs fully on every participating bank's score for this account, and on transfers to it. It cannot be moved back.</p>}
              confirm="Verify report"
              disabled={move.isPending}
              onConfirm={() => move.mutateAsync('verified').then(() => undefined, () => undefined)}
            />
          )}
        </td>
      </tr>
      {move.error && (
        <tr>
          <td colSpan={8}>
            <ErrorNote error={move.error} />
          </td>
        </tr>
      )}
    </>
  );
}
