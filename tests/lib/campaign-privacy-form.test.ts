import { describe, expect, it } from 'vitest';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { campaignFormSchema, campaignToFormValues } from '@/lib/forms/admin-campaign-form';

/* Issue 27: the campaign dialog proposes a children's campaign for a new one, and shows an existing one's settings. */

const existing: AdminCampaign = {
  id: 7,
  name: 'Band Drive',
  slug: 'band-drive',
  description: null,
  startDate: '2026-03-01T05:00:00.000Z',
  endDate: '2026-03-31T04:00:00.000Z',
  isActive: true,
  captainId: null,
  captainDisplayName: null,
  participantCount: 0,
  goalAmount: null,
  teamSharePercent: null,
  teamShareCentsPerBag: null,
  orderDeadline: null,
  paymentInstructions: null,
  privacyMode: 'standard',
  showSellerAmounts: false,
  roastDate: null,
  caps: [],
  beneficiary: null,
};

describe('campaign dialog privacy fields', () => {
  it('proposes minors with seller amounts shown for a new campaign, and sends them', () => {
    const values = campaignToFormValues(null);
    expect(values).toMatchObject({ privacyMode: 'minors', showSellerAmounts: true });
    const body = campaignFormSchema.parse({ ...values, name: 'Scouts', slug: 'scouts' });
    expect(body).toMatchObject({ privacyMode: 'minors', showSellerAmounts: true });
  });

  it('shows and sends the stored settings of the campaign being edited', () => {
    const values = campaignToFormValues(existing);
    expect(values).toMatchObject({ privacyMode: 'standard', showSellerAmounts: false });
    expect(campaignFormSchema.parse(values)).toMatchObject({ privacyMode: 'standard', showSellerAmounts: false });
    expect(campaignToFormValues({ ...existing, privacyMode: 'minors' }).privacyMode).toBe('minors');
  });

  it('refuses a mode that is not one of the two', () => {
    const result = campaignFormSchema.safeParse({ ...campaignToFormValues(existing), privacyMode: 'open' });
    expect(result.success).toBe(false);
  });
});
