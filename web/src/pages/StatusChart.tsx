import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// recharts lives in this chunk only, loaded when a chart is on screen.
export default function StatusChart({ data }: { data: Array<{ status: string; count: number }> }) {
  return (
    <figure className="chart">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="status" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="Deliveries" fill="#1e6b52" maxBarSize={64} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{data.map((d) => `${d.status}: ${d.count}`).join(', ')}</figcaption>
    </figure>
  );
}
