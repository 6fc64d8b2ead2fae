import { describe, expect, it } from 'vitest';
import { describeChanges, formatAuditValue } from '@/components/admin/audit/audit-text';

describe('audit entries in words', () => {
  it('shows a change as before → after, with status values as stored', () => {
    expect(
      describeChanges('order.status_changed', {
        orderStatus: { from: 'pending', to: 'delivered' },
        paymentStatus: { from: 'pending', to: 'paid' },
      }),
    ).toEqual(['Status: pending → delivered', 'Payment: pending → paid']);
  });

  it('shows money in dollars, dates in New York time, roles by their labels and cleared values as a dash', () => {
    expect(
      describeChanges('product.updated', {
        priceCents: { from: 1850, to: 1900 },
        category: { from: 'Single origin', to: null },
      }),
    ).toEqual(['Price: $18.50 → $19.00', 'Category: Single origin → —']);
    expect(formatAuditValue('endDate', '2030-04-01T04:00:00.000Z')).toBe('Apr 1, 2030, 12:00 AM');
    expect(describeChanges('user.role_changed', { role: { from: 'sub_account', to: 'fundraiser_captain' } })).toEqual([
      'Role: User → Fundraiser Captain',
    ]);
    expect(formatAuditValue('isActive', false)).toBe('no');
    expect(formatAuditValue('productIds', [3, 5])).toBe('#3, #5');
    expect(formatAuditValue('productIds', [])).toBe('none');
  });

  it('names the captain a user belonged to, not an id', () => {
    const maya = { id: 6, name: 'Maya Lopez' };
    expect(describeChanges('user.role_changed', { parentUserId: { from: maya, to: null } })).toEqual([
      'Parent user: Maya Lopez → —',
    ]);
    expect(describeChanges('user.deleted', { parentUserId: { from: maya, to: null } })).toEqual([
      'Parent user: Maya Lopez',
    ]);
  });

  it('lists only the value for what was created, added, deleted or removed', () => {
    expect(
      describeChanges('product.created', { name: { from: null, to: 'Kenya' }, costCents: { from: null, to: 725 } }),
    ).toEqual(['Name: Kenya', 'Cost: $7.25']);
    expect(
      describeChanges('campaign.participant_removed', {
        participant: { from: { id: 4, name: 'Rae Runner' }, to: null },
      }),
    ).toEqual(['Participant: Rae Runner']);
    expect(describeChanges('order.note_added', { note: { from: null, to: 'x'.repeat(200) } })[0]).toHaveLength(
      'Note: '.length + 120,
    );
  });

  it('shows a ledger entry: what was recorded, and collected before → after', () => {
    expect(
      // In any stored order (jsonb sorts keys its own way), a ledger entry reads as recorded.
      describeChanges('order.refund_recorded', {
        paymentStatus: { from: 'paid', to: 'pending' },
        method: { from: null, to: 'card_reader' },
        amountCents: { from: null, to: -1250 },
        reference: { from: null, to: 'Check #1042' },
        collectedBy: { from: null, to: { id: 7, name: 'Sofia Runner' } },
        collectedCents: { from: 2500, to: 1250 },
      }),
    ).toEqual([
      'Amount: -$12.50',
      'Method: Card reader',
      'Reference: Check #1042',
      'Collected by: Sofia Runner',
      'Collected: $25.00 → $12.50',
      'Payment: paid → pending',
    ]);
  });
});
