import { describe, expect, it } from 'vitest';
import { describeChanges } from '@/components/admin/audit/audit-text';

describe('an order edit in words (issue 26)', () => {
  it('reads why, the lines before → after and the total in dollars', () => {
    expect(
      describeChanges('order.edited', {
        lines: { from: ['2 × House Blend at $12.50'], to: ['1 × House Blend at $12.50'] },
        reason: { from: null, to: 'return' },
        totalCents: { from: 2500, to: 1250 },
      }),
    ).toEqual([
      'Lines: 2 × House Blend at $12.50 → 1 × House Blend at $12.50',
      'Why: bags returned with a refund',
      'Total: $25.00 → $12.50',
    ]);
  });
});
