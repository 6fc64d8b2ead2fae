import { Link2, QrCode, Users } from 'lucide-react';
import { formatCents } from '@/lib/format';
import type { FundraiserSourceCounts, SourceCount } from '@/lib/contracts/account';

const LABELS: Record<string, { label: string; hint: string; icon?: React.ReactNode }> = {
  qr: { label: 'QR code', hint: 'Scanned your code (flyer, poster)', icon: <QrCode className="size-4" /> },
  link: { label: 'Your link', hint: 'Opened your page from a shared link', icon: <Link2 className="size-4" /> },
  'campaign-picker': {
    label: 'Team page',
    hint: 'Chose you on the campaign page',
    icon: <Users className="size-4" />,
  },
  none: { label: 'Not recorded', hint: 'Orders from before sources were recorded' },
};

/** The signed-in fundraiser's own orders per source, so they see which way of sharing brings buyers. */
export function OrderSourcesCard({ counts }: { counts: FundraiserSourceCounts }) {
  if (counts.totalOrders === 0)
    return (
      <div className="rounded-lg border border-dashed p-6 text-center">
        <p className="font-medium">No orders credited to you yet</p>
        <p className="text-sm text-muted-foreground">Share your page or your QR code: each order will show here.</p>
      </div>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Orders by source">
      {counts.sources.map((row) => (
        <SourceRow key={row.source ?? 'none'} row={row} />
      ))}
    </ul>
  );
}

function SourceRow({ row }: { row: SourceCount }) {
  const { label, hint, icon } = LABELS[row.source ?? 'none']!;
  return (
    <li className="rounded-lg border p-4">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        {icon ? (
          <span className="text-primary" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">
        {row.orders.toLocaleString('en-US')}{' '}
        <span className="text-sm font-normal text-muted-foreground">{row.orders === 1 ? 'order' : 'orders'}</span>
      </p>
      <p className="text-sm text-muted-foreground tabular-nums">{formatCents(row.raisedCents)} raised</p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </li>
  );
}
