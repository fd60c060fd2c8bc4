import type { TSignupsPerDay } from '@common/schemas/admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Loaded with React.lazy from the dashboard only: recharts is large and must never
 * land in another page's bundle. Colours come from the theme's CSS variables, so the
 * chart follows dark mode.
 */
export default function SignupsChart({ data }: { data: TSignupsPerDay[] }) {
  return (
    <div className="h-56 w-full" role="img" aria-label={`Sign-ups per day, last ${data.length} days`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="date"
            tickFormatter={dayLabel}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            labelFormatter={(label) => dayLabel(String(label))}
            formatter={(value) => [value, 'Sign-ups']}
            contentStyle={{
              background: 'var(--card)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--card-foreground)',
            }}
            labelStyle={{ color: 'var(--card-foreground)', fontWeight: 600 }}
          />
          <Bar dataKey="count" fill="var(--accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
