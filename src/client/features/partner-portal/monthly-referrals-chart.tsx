import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MonthlyPoint {
  label: string;
  count: number;
}

/**
 * Referrals per month as a bar chart. Loaded lazily (recharts is large) and hidden from assistive
 * technology: the Analytics tab shows the same figures as a table.
 */
export default function MonthlyReferralsChart({ data }: { data: readonly MonthlyPoint[] }) {
  return (
    <div className="h-64 w-full min-w-0" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="label"
            tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
            interval="preserveStartEnd"
            tickFormatter={(label: string) => label.split(' ')[0] ?? label}
          />
          <YAxis allowDecimals={false} tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }} />
          <Tooltip cursor={{ fill: 'var(--color-muted)' }} />
          <Bar dataKey="count" name="Referrals" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
