import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, unwrap, type Schemas } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { Badge, Empty, ErrorNote, Loading, naira, PageHead, Pager, when } from '../ui';

type Status = Schemas['ReportCaseDto']['status'];

const STATUSES: Status[] = ['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'REPORT_READY', 'FAILED', 'EXPIRED'];
const FINAL = new Set<string>(['REPORT_READY', 'FAILED', 'EXPIRED']);
const tone = (s: string) => (s === 'REPORT_READY' ? 'ok' : s === 'FAILED' ? 'bad' : s === 'EXPIRED' ? 'muted' : 'info');
const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

export default function ReportCases() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const status = (params.get('status') as Status | null) ?? undefined;
  const open = params.get('open');
  const list = useQuery({
    queryKey: ['report-cases', status ?? 'all', page],
    queryFn: async () => unwrap(await api.GET('/api/v1/report', { params: { query: { status, page, page_size: 20 } } })),
  });
  const set = (key: 'status' | 'open', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'status') setPage(1);
    setParams(next);
  };

  return (
    <>
      <PageHead title="Report cases" />
      <p className="muted">Financial report cases opened with POST /api/v1/report: where each one stands, how it got there, the webhooks it sent and its report.</p>
      <form className="inline-form filters" aria-label="Filter cases" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status
          <select name="status" value={status ?? ''} onChange={(e) => set('status', e.target.value || null)}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {words(s)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {open && <CaseDetail id={open} onClose={() => set('open', null)} />}
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : list.data.results.length === 0 ? (
        <Empty>{status ? `No case is ${words(status).toLowerCase()}.` : 'No report case yet. Cases opened with POST /api/v1/report appear here.'}</Empty>
      ) : (
        <>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Report cases (scrolls sideways on small screens)">
            <table className="striped" data-testid="cases-table">
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Status</th>
                  <th scope="col">Score</th>
                  <th scope="col">Opened</th>
                  <th scope="col">Report ready</th>
                  <th scope="col">Webhook delivered</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((c) => (
                  <tr key={c.case_id} data-case-id={c.case_id} data-status={c.status}>
                    <td>
                      <button type="button" className="linkish wide" aria-expanded={open === c.case_id} onClick={() => set('open', open === c.case_id ? null : c.case_id)}>
                        {c.reference_id}
                      </button>
                    </td>
                    <td>
                      <Badge tone={tone(c.status)}>{words(c.status)}</Badge>
                    </td>
                    <td>{c.score ?? '—'}</td>
                    <td>{when(c.created_at)}</td>
                    <td>{when(c.report_completed_at)}</td>
                    <td>{when(c.webhook_delivered_at)}</td>
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

function CaseDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const admin = isAdmin(useSession().user);
  // a case still moving is followed until it reaches a final state
  const follow = (s: string | undefined) => (s && FINAL.has(s) ? false : 3000);
  const record = useQuery({
    queryKey: ['report-case', id],
    queryFn: async () => unwrap(await api.GET('/api/v1/report/{case_id}', { params: { path: { case_id: id } } })),
    refetchInterval: (q) => follow(q.state.data?.status),
  });
  const status = record.data?.status;
  const history = useQuery({
    queryKey: ['report-case-transitions', id, status],
    queryFn: async () => unwrap(await api.GET('/api/v1/report/{case_id}/transitions', { params: { path: { case_id: id } } })),
    enabled: !!status,
  });
  const deliveries = useQuery({
    queryKey: ['report-case-deliveries', id, status],
    queryFn: async () => unwrap(await api.GET('/api/v1/webhooks/deliveries', { params: { query: { case_id: id, page: 1, page_size: 20 } } })),
    enabled: admin && !!status,
    refetchInterval: (q) => (q.state.data?.results.some((d) => d.status !== 'succeeded' && d.status !== 'failed') ? 3000 : false),
  });
  const c = record.data;
  return (
    <article className="case-detail" data-testid="case-detail" aria-labelledby="case-title">
      <header className="page-head">
        <h2 id="case-title" className="h3">
          Case {c ? <code>{c.reference_id}</code> : null}
        </h2>
        <button type="button" className="secondary outline small" onClick={onClose}>
          Close
        </button>
      </header>
      {record.isPending ? (
        <Loading />
      ) : record.error ? (
        <ErrorNote error={record.error} />
      ) : (
        <>
          <p>
            <Badge tone={tone(c!.status)}>{words(c!.status)}</Badge> <span className="muted">case_id</span> <code>{c!.case_id}</code>
            {!c!.livemode && <Badge tone="warn">test mode</Badge>}
          </p>
          <section aria-labelledby="case-report">
            <h3 id="case-report" className="h4">
              Report
            </h3>
            {c!.report ? (
              <>
                <dl className="facts" data-testid="case-report">
                  <div>
                    <dt>Score</dt>
                    <dd>{c!.report.score} / 100</dd>
                  </div>
                  <div>
                    <dt>Monthly income</dt>
                    <dd>{naira(c!.report.income_monthly_local)}</dd>
                  </div>
                  <div>
                    <dt>Affordable repayment</dt>
                    <dd>{naira(c!.report.affordability_ceiling_local)} a month</dd>
                  </div>
                  <div>
                    <dt>Debt to income</dt>
                    <dd>{(c!.report.dti_ratio * 100).toFixed(1)}%</dd>
                  </div>
                </dl>
                {c!.report.report_pdf_url && (
                  <p>
                    <a href={c!.report.report_pdf_url} target="_blank" rel="noopener noreferrer" data-testid="pdf-link">
                      Open the report PDF
                    </a>{' '}
                    <small className="muted">(a signed link that expires; reopen the case for a fresh one)</small>
                  </p>
                )}
              </>
            ) : (
              <p className="muted">{c!.status === 'FAILED' || c!.status === 'EXPIRED' ? 'This case ended without a report.' : 'No report yet: it follows once the applicant has connected a bank and the report is scored.'}</p>
            )}
          </section>
          <section aria-labelledby="case-history">
            <h3 id="case-history" className="h4">
              Transitions
            </h3>
            {history.isPending ? (
              <Loading />
            ) : history.error ? (
              <ErrorNote error={history.error} />
            ) : (
              <ol className="timeline" data-testid="case-transitions">
                {history.data.transitions.map((t, i) => (
                  <li key={i} data-to={t.to_status}>
                    <strong>{t.from_status ? `${words(t.from_status)} → ${words(t.to_status)}` : words(t.to_status)}</strong>
                    <span className="muted">
                      {when(t.created_at)} · {t.reason}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="case-hooks">
            <h3 id="case-hooks" className="h4">
              Webhook deliveries
            </h3>
            {!admin ? (
              <p className="note note-info">Only administrators (role A) see webhook deliveries.</p>
            ) : deliveries.isPending ? (
              <Loading />
            ) : deliveries.error ? (
              <ErrorNote error={deliveries.error} />
            ) : deliveries.data.results.length === 0 ? (
              <Empty>No webhook for this case yet: report.ready or report.failed is sent when it ends, to endpoints subscribed to them.</Empty>
            ) : (
              <div className="table-wrap" tabIndex={0} role="region" aria-label="Deliveries of this case (scrolls sideways on small screens)">
                <table data-testid="case-deliveries">
                  <thead>
                    <tr>
                      <th scope="col">Event</th>
                      <th scope="col">Status</th>
                      <th scope="col">HTTP</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Created</th>
                    </tr>
                  </thead>
                  <tbody>
                    {deliveries.data.results.map((d) => (
                      <tr key={d.id} data-status={d.status}>
                        <td>
                          <code>{d.event_type}</code>
                        </td>
                        <td>
                          <Badge tone={d.status === 'succeeded' ? 'ok' : d.status === 'failed' ? 'bad' : 'info'}>{d.status}</Badge>
                        </td>
                        <td>{d.last_status_code ?? '—'}</td>
                        <td>
                          {d.attempt_count}/{d.max_attempts}
                        </td>
                        <td>{when(d.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </article>
  );
}
