import type { LucideIcon } from 'lucide-react';

/** The card box the dashboard's statistics share. */
export const statCardClass = 'rounded-2xl border bg-card p-6 shadow-sm';

/** The heading row of a statistic: its label, then its icon at the far end. */
export const statLabelClass = 'flex items-center justify-between text-sm font-medium text-muted-foreground';

/**
 * One dashboard statistic: the label (a term) over the figure (its definition). Inside a list of terms it is a
 * `div`; standing alone it is its own `dl`.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  as: Box = 'div',
}: {
  label: string;
  value: React.ReactNode;
  icon: LucideIcon;
  as?: 'div' | 'dl';
}) {
  return (
    <Box className={statCardClass}>
      <dt className={statLabelClass}>
        {label}
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </dt>
      <dd className="mt-3 text-3xl font-semibold tabular-nums">{value}</dd>
    </Box>
  );
}
