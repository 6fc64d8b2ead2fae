import { HeartHandshake } from 'lucide-react';
import { formatCents } from '@/lib/format';
import { cn } from '@/lib/utils';

/** What the product cards of a campaign with a team share need: each product's share of one bag, and the team. */
export type ProductTeamShare = { perBagCents: Record<number, number>; team: string };

/** "$3.70 of this bag goes to Lincoln High Band" under a coffee (nothing when the share does not apply to it). */
export function TeamShareNote({ share, productId }: { share: ProductTeamShare; productId: number }) {
  const cents = share.perBagCents[productId];
  if (cents === undefined) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-primary">
      <HeartHandshake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="tabular-nums">{formatCents(cents)}</span> of this bag goes to {share.team}
      </span>
    </p>
  );
}

/** "$12.50 raised for the team", beside a sales total (inline: the caller picks the element around it). */
export function TeamRaised({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={cn('text-sm', className)}>
      <span className="font-semibold tabular-nums">{formatCents(cents)}</span> raised for the team
    </span>
  );
}
