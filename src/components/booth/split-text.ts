import { formatCents } from '@/lib/format';

/** How a sale was credited: "$15.68 to Ava, $15.66 to Ben, $15.66 to Cy", or "$47.00 to the team". */
export function splitText(shares: Array<{ sellerName: string | null; totalCents: number }>): string {
  return shares.map((share) => `${formatCents(share.totalCents)} to ${share.sellerName ?? 'the team'}`).join(', ');
}
