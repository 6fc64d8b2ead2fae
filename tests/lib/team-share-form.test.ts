import { describe, expect, it } from 'vitest';
import { campaignFormSchema, campaignToFormValues, type CampaignFormValues } from '@/lib/forms/admin-campaign-form';
import { TEAM_SHARE_DOLLARS_INVALID, TEAM_SHARE_PERCENT_INVALID } from '@/lib/validation/admin-campaign-fields';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { describeTeamShare, percentToPermille } from '@/lib/team-share';

const base = (share: Pick<CampaignFormValues, 'teamShareKind' | 'teamShareValue'>): CampaignFormValues => ({
  ...campaignToFormValues(null),
  name: 'Band Drive',
  slug: 'band-drive',
  ...share,
});

const campaign = (share: Pick<AdminCampaign, 'teamSharePercent' | 'teamShareCentsPerBag'>): AdminCampaign => ({
  id: 1,
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
  orderDeadline: null,
  paymentInstructions: null,
  privacyMode: 'standard',
  showSellerAmounts: true,
  roastDate: null,
  caps: [],
  beneficiary: null,
  ...share,
});

describe('the campaign dialog’s team share', () => {
  it('sends one key: the percentage, the amount in cents, or teamSharePercent null to clear', () => {
    expect(campaignFormSchema.parse(base({ teamShareKind: 'percent', teamShareValue: '12.5' }))).toMatchObject({
      teamSharePercent: 12.5,
    });
    const perBag = campaignFormSchema.parse(base({ teamShareKind: 'perBag', teamShareValue: '1.5' }));
    expect(perBag).toMatchObject({ teamShareCentsPerBag: 150 });
    expect(perBag).not.toHaveProperty('teamSharePercent');
    const none = campaignFormSchema.parse(base({ teamShareKind: 'none', teamShareValue: 'ignored' }));
    expect(none).toMatchObject({ teamSharePercent: null });
    expect(none).not.toHaveProperty('teamShareCentsPerBag');
  });

  it.each([
    ['percent', '12.55', TEAM_SHARE_PERCENT_INVALID],
    ['percent', '101', TEAM_SHARE_PERCENT_INVALID],
    ['percent', '-1', TEAM_SHARE_PERCENT_INVALID],
    ['percent', '', TEAM_SHARE_PERCENT_INVALID],
    ['perBag', '1.505', TEAM_SHARE_DOLLARS_INVALID],
    ['perBag', '-2', TEAM_SHARE_DOLLARS_INVALID],
    ['perBag', '', TEAM_SHARE_DOLLARS_INVALID],
  ] as const)('shows an error under the value for %s "%s"', (kind, value, message) => {
    const result = campaignFormSchema.safeParse(base({ teamShareKind: kind, teamShareValue: value }));
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['teamShareValue'], message })]);
  });

  it('fills the form from a campaign and describes the share', () => {
    expect(campaignToFormValues(campaign({ teamSharePercent: 7.5, teamShareCentsPerBag: null }))).toMatchObject({
      teamShareKind: 'percent',
      teamShareValue: '7.5',
    });
    expect(campaignToFormValues(campaign({ teamSharePercent: null, teamShareCentsPerBag: 250 }))).toMatchObject({
      teamShareKind: 'perBag',
      teamShareValue: '2.50',
    });
    expect(campaignToFormValues(campaign({ teamSharePercent: null, teamShareCentsPerBag: null }))).toMatchObject({
      teamShareKind: 'none',
      teamShareValue: '',
    });
    expect(describeTeamShare({ teamSharePercent: 20, teamShareCentsPerBag: null })).toBe('20% of each bag’s price');
    expect(describeTeamShare({ teamSharePercent: null, teamShareCentsPerBag: 150 })).toBe('$1.50 per bag');
    expect(describeTeamShare({ teamSharePercent: null, teamShareCentsPerBag: null })).toBeNull();
  });

  it('converts percentages with one decimal to permille exactly, and nothing else', () => {
    expect([0, 0.1, 12.5, 33.3, 99.9, 100].map(percentToPermille)).toEqual([0, 1, 125, 333, 999, 1000]);
    expect([12.55, 1e-8, -0.1, 100.1, Number.NaN, Infinity].map(percentToPermille)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
