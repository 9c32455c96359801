import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { Empty, ErrorNote, Loading, PageHead, Tile } from '../ui';

const SeriesBars = lazy(() => import('./EngineChart'));
type Performance = Schemas['EnginePerformanceDto'];
type Outcome = Schemas['RuleSetOutcomeDto'];

const WINDOWS = [8, 26, 52] as const;
const SEVERITY = [
  { key: 'low', label: 'Low', color: '#6b7f8e' },
  { key: 'medium', label: 'Medium', color: '#b08a1a' },
  { key: 'high', label: 'High', color: '#c2570c' },
  { key: 'critical', label: 'Critical', color: '#a3221a' },
];
const pct = (p: number | null | undefined) => (p == null ? '—' : `${(p * 100).toFixed(1)}%`);
const weekName = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const sum = <T,>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);

export default function Engine() {
  const [weeks, setWeeks] = useState<(typeof WINDOWS)[number]>(8);
  const q = useQuery({
    queryKey: ['engine-performance', weeks],
    queryFn: async () => unwrap(await api.GET('/api/v1/fraud/engine/performance', { params: { query: { weeks } } })),
  });
  return (
    <>
      <PageHead title="Engine">
        <div role="group" aria-label="Time window" className="segmented">
          {WINDOWS.map((w) => (
            <button key={w} type="button" className={w === weeks ? 'small' : 'secondary outline small'} aria-pressed={w === weeks} onClick={() => setWeeks(w)}>
              {w} weeks
            </button>
          ))}
        </div>
      </PageHead>
      <p className="muted">
        How the fraud engine decides, judged by your analysts' resolutions: precision is the share of held-back transfers they confirmed as fraud among those
        they labelled fraud or legitimate.
      </p>
      {q.isPending ? <Loading what="Loading the engine's figures" /> : q.error ? <ErrorNote error={q.error} /> : <Figures p={q.data} />}
    </>
  );
}

function Figures({ p }: { p: Performance }) {
  const confirmed = sum(p.weeks, (w) => w.confirmed_fraud);
  const legitimate = sum(p.weeks, (w) => w.legitimate);
  const labelled = confirmed + legitimate + sum(p.weeks, (w) => w.inconclusive);
  const alerts = sum(p.weeks, (w) => w.alerts.low + w.alerts.medium + w.alerts.high + w.alerts.critical);
  const precision = p.weeks.map((w) => ({ name: weekName(w.week_start), precision: w.precision }));
  const volume = p.weeks.map((w) => ({ name: weekName(w.week_start), ...w.alerts }));
  return (
    <div data-testid="engine">
      <div className="tiles">
        <Tile label="Held back" value={sum(p.weeks, (w) => w.held_back).toLocaleString()} hint="sent to review, step-up or declined" />
        <Tile label="Labelled by analysts" value={labelled.toLocaleString()} />
        <Tile label="Precision" value={pct(confirmed + legitimate ? confirmed / (confirmed + legitimate) : null)} hint={`${confirmed} fraud, ${legitimate} legitimate`} />
        <Tile label="Alerts opened" value={alerts.toLocaleString()} />
      </div>
      <Suspense fallback={<Loading what="Drawing" />}>
        <div className="charts">
          <section aria-labelledby="precision">
            <h2 id="precision" className="h3">
              Precision by week
            </h2>
            {confirmed + legitimate === 0 ? (
              <Empty>No held-back transfer has been labelled fraud or legitimate in this window. Resolve alerts to see the engine's precision.</Empty>
            ) : (
              <SeriesBars data={precision} series={[{ key: 'precision', label: 'Precision', color: '#1e6b52' }]} label="Precision by week" percent />
            )}
          </section>
          <section aria-labelledby="severity">
            <h2 id="severity" className="h3">
              Alerts by severity
            </h2>
            {alerts === 0 ? <Empty>No alert was opened in this window.</Empty> : <SeriesBars data={volume} series={SEVERITY} label="Alerts opened by week and severity" stacked />}
          </section>
        </div>
      </Suspense>
      <section aria-labelledby="shadow">
        <h2 id="shadow" className="h3">
          Shadow rules compared with live
        </h2>
        {p.shadow ? (
          <Shadow s={p.shadow} />
        ) : (
          <Empty>No labelled transfer has been scored by a shadow rule set in this window. Administrators set one in Settings, then resolve alerts.</Empty>
        )}
      </section>
      <section aria-labelledby="by-week">
        <h2 id="by-week" className="h3">
          Week by week
        </h2>
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Engine figures by week (scrolls sideways on small screens)">
          <table className="striped" data-testid="engine-weeks">
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Held back</th>
                <th scope="col">Declined</th>
                <th scope="col">Fraud</th>
                <th scope="col">Legitimate</th>
                <th scope="col">Inconclusive</th>
                <th scope="col">Precision</th>
                {SEVERITY.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label} alerts
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...p.weeks].reverse().map((w) => (
                <tr key={w.week_start} data-week={w.week_start}>
                  <td>{weekName(w.week_start)}</td>
                  <td>{w.held_back}</td>
                  <td>{w.declined}</td>
                  <td>{w.confirmed_fraud}</td>
                  <td>{w.legitimate}</td>
                  <td>{w.inconclusive}</td>
                  <td>{pct(w.precision)}</td>
                  {SEVERITY.map((s) => (
                    <td key={s.key}>{w.alerts[s.key as keyof typeof w.alerts]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function Shadow({ s }: { s: NonNullable<Performance['shadow']> }) {
  const rows: Array<[string, Outcome]> = [
    ['Live rules', s.live],
    ['Shadow rules', s.shadow],
  ];
  const compare = (['held_back', 'confirmed_fraud', 'legitimate'] as const).map((k) => ({
    name: k === 'held_back' ? 'Held back' : k === 'confirmed_fraud' ? 'Fraud' : 'Legitimate',
    live: s.live[k],
    shadow: s.shadow[k],
  }));
  return (
    <>
      <p className="muted">On the same {s.labelled.toLocaleString()} labelled transfers, what each rule set would have held back.</p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Live and shadow rules">
        <table data-testid="engine-shadow">
          <thead>
            <tr>
              <th scope="col">Rule set</th>
              <th scope="col">Held back</th>
              <th scope="col">Fraud caught</th>
              <th scope="col">Legitimate held back</th>
              <th scope="col">Precision</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, o]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{o.held_back}</td>
                <td>{o.confirmed_fraud}</td>
                <td>{o.legitimate}</td>
                <td>{pct(o.precision)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Suspense fallback={<Loading what="Drawing" />}>
        <SeriesBars
          data={compare}
          series={[
            { key: 'live', label: 'Live', color: '#2b5f8a' },
            { key: 'shadow', label: 'Shadow', color: '#8a6d1e' },
          ]}
          label="Live and shadow rules on the same labelled transfers"
        />
      </Suspense>
    </>
  );
}
