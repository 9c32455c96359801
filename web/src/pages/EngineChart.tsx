import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Series {
  key: string;
  label: string;
  color: string;
}

// recharts lives in its own chunk (as in StatusChart), loaded when the engine page draws.
export default function SeriesBars({ data, series, label, percent = false, stacked = false }: { data: Array<Record<string, string | number | null>>; series: Series[]; label: string; percent?: boolean; stacked?: boolean }) {
  const fmt = (v: unknown) => (typeof v === 'number' ? (percent ? `${Math.round(v * 100)}%` : String(v)) : '—');
  return (
    <figure className="chart">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={percent} domain={percent ? [0, 1] : [0, 'auto']} tickFormatter={percent ? (v: number) => `${Math.round(v * 100)}%` : undefined} />
          <Tooltip formatter={(v) => fmt(v)} />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={stacked ? 'all' : undefined} maxBarSize={48} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">
        {label}: {data.map((d) => `${d.name}: ${series.map((s) => `${s.label} ${fmt(d[s.key])}`).join(', ')}`).join('; ')}
      </figcaption>
    </figure>
  );
}
