import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Rank badge styles (spec section 9): 1 default with a crown, 2 secondary, 3 warning, others outline. */
export function RankBadge({ rank }: { rank: number }) {
  const variant = rank === 1 ? 'default' : rank === 2 ? 'secondary' : rank === 3 ? 'warning' : 'outline';
  return (
    <Badge variant={variant} aria-label={`Rank ${rank}`}>
      {rank === 1 ? <Crown className="size-3.5" aria-hidden="true" /> : null}#{rank}
    </Badge>
  );
}
