import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// recharts lives in this chunk only, loaded when a chart is on screen.
export default function Bars({ data, label, color = '#1e6b52' }: { data: Array<{ name: string; count: number }>; label: string; color?: string }) {
  return (
    <figure className="chart">
      <ResponsiveContainer width="100%" height={200}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name={label} fill={color} maxBarSize={56} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">
        {label}: {data.map((d) => `${d.name} ${d.count}`).join(', ')}
      </figcaption>
    </figure>
  );
}
