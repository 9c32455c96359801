import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { useSession } from '../auth';
import { Empty, ErrorNote, Loading, PageHead, Tile } from '../ui';

const Bars = lazy(() => import('./StatusChart'));
type Summary = Schemas['UsageSummaryDto'];
type Window = Summary['window'];

const entries = (o: Record<string, number>) =>
  Object.entries(o)
    .filter(([, n]) => n > 0)
    .map(([name, count]) => ({ name, count }));

export default function Overview() {
  const { user, organization } = useSession();
  const [win, setWin] = useState<Window>('24h');
  const q = useQuery({
    queryKey: ['usage', win],
    queryFn: async () => unwrap(await api.GET('/api/v1/usage/summary', { params: { query: { window: win } } })),
    refetchInterval: 30_000,
  });
  return (
    <>
      <PageHead title="Overview">
        <div role="group" aria-label="Time window" className="segmented">
          {(['24h', '7d'] as const).map((w) => (
            <button key={w} type="button" className={w === win ? 'small' : 'secondary outline small'} aria-pressed={w === win} onClick={() => setWin(w)}>
              {w === '24h' ? 'Last 24 hours' : 'Last 7 days'}
            </button>
          ))}
        </div>
      </PageHead>
      <p className="lead">
        Welcome{user?.first_name ? `, ${user.first_name}` : ''}. {organization?.name}
      </p>
      {q.isPending ? <Loading what="Loading usage" /> : q.error ? <ErrorNote error={q.error} /> : <Usage s={q.data} />}
    </>
  );
}

function Usage({ s }: { s: Summary }) {
  const byClass: Record<string, number> = {};
  for (const e of s.requests.by_endpoint) byClass[`${String(e.status)[0]}xx`] = (byClass[`${String(e.status)[0]}xx`] ?? 0) + e.count;
  const top = [...s.requests.by_endpoint].sort((a, b) => b.count - a.count).slice(0, 10);
  const ms = (n: number | null) => (n == null ? "—" : `${Math.round(n)} ms`);
  const actions = entries(s.analyses_by_action);
  const cases = entries(s.report_cases_by_state);
  const hooks = entries(s.webhooks.by_status);
  return (
    <div data-testid="usage">
      <div className="tiles">
        <Tile label="API requests" value={s.requests.total.toLocaleString()} />
        <Tile label="Latency p50 / p99" value={`${ms(s.requests.p50_ms)} / ${ms(s.requests.p99_ms)}`} />
        <Tile
          label="Webhook success"
          value={s.webhooks.success_rate == null ? '—' : `${(s.webhooks.success_rate * 100).toFixed(1)}%`}
          hint={s.webhooks.success_rate == null ? 'no finished delivery' : undefined}
        />
        <Tile label="Open fraud alerts" value={s.open_alerts.toLocaleString()} />
      </div>
      <Suspense fallback={<Loading what="Drawing" />}>
        <div className="charts">
          <section aria-labelledby="by-status">
            <h2 id="by-status" className="h3">
              Requests by status
            </h2>
            {s.requests.total === 0 ? <Empty>No API requests in this window.</Empty> : <Bars data={entries(byClass)} label="Requests" color="#2b5f8a" />}
          </section>
          <section aria-labelledby="by-action">
            <h2 id="by-action" className="h3">
              Analyses by recommended action
            </h2>
            {actions.length === 0 ? <Empty>No fraud analyses in this window.</Empty> : <Bars data={actions} label="Analyses" />}
          </section>
          <section aria-labelledby="hooks">
            <h2 id="hooks" className="h3">
              Webhook deliveries
            </h2>
            {hooks.length === 0 ? <Empty>No webhook deliveries in this window.</Empty> : <Bars data={hooks} label="Deliveries" color="#6b5b1e" />}
          </section>
          <section aria-labelledby="cases">
            <h2 id="cases" className="h3">
              Report cases by state
            </h2>
            {cases.length === 0 ? <Empty>No financial report cases in this window.</Empty> : <Bars data={cases} label="Cases" color="#5b3f8a" />}
          </section>
        </div>
      </Suspense>
      <section aria-labelledby="endpoints">
        <h2 id="endpoints" className="h3">
          Busiest endpoints
        </h2>
        {top.length === 0 ? (
          <Empty>No API requests in this window.</Empty>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Requests by endpoint and status">
            <table className="striped wrap" data-testid="usage-endpoints">
              <thead>
                <tr>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Status</th>
                  <th scope="col">Requests</th>
                </tr>
              </thead>
              <tbody>
                {top.map((e, i) => (
                  <tr key={i}>
                    <td>
                      <code>{e.method}</code> {e.path ?? '(unmatched path)'}
                    </td>
                    <td>{e.status}</td>
                    <td>{e.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
