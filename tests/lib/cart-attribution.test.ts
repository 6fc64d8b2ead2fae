import { describe, expect, it } from 'vitest';
import {
  NO_ATTRIBUTION,
  orderSourceFor,
  parseCartAttribution,
  pickFor,
  QR_MARKER_TTL_MS,
} from '@/lib/cart/attribution';

const now = Date.UTC(2026, 10, 24, 12);

describe('orderSourceFor', () => {
  const ava = { campaignId: 3, subAccountId: 11 };
  const team = { campaignId: 3, subAccountId: null };

  it('is link on a fundraiser page and campaign-picker on the campaign page without a QR visit', () => {
    expect(orderSourceFor('fundraiser', ava, null, now)).toBe('link');
    expect(orderSourceFor('campaign', ava, null, now)).toBe('campaign-picker');
    expect(orderSourceFor('campaign', team, null, now)).toBe('campaign-picker');
  });

  it('is qr when the scanned code belongs to exactly whom the order credits, within a day', () => {
    const avasCode = { campaignId: 3, subAccountId: 11, at: now - 1000 };
    const teamCode = { campaignId: 3, subAccountId: null, at: now - 1000 };
    expect(orderSourceFor('fundraiser', ava, avasCode, now)).toBe('qr');
    expect(orderSourceFor('campaign', ava, avasCode, now)).toBe('qr');
    expect(orderSourceFor('campaign', team, teamCode, now)).toBe('qr');
    // The team's code, then Ava chosen in the picker: the picker made the choice.
    expect(orderSourceFor('campaign', ava, teamCode, now)).toBe('campaign-picker');
    // Ava's code, then Ben's page: Ben's link.
    expect(orderSourceFor('fundraiser', { campaignId: 3, subAccountId: 12 }, avasCode, now)).toBe('link');
    // Another campaign's code.
    expect(orderSourceFor('fundraiser', ava, { ...avasCode, campaignId: 4 }, now)).toBe('link');
    // Older than a day, or from the future.
    expect(orderSourceFor('fundraiser', ava, { ...avasCode, at: now - QR_MARKER_TTL_MS - 1 }, now)).toBe('link');
    expect(orderSourceFor('fundraiser', ava, { ...avasCode, at: now + 3_600_000 }, now)).toBe('link');
  });
});

describe('parseCartAttribution', () => {
  it('reads a stored pick and QR marker, and nothing from corrupt or foreign values', () => {
    const stored = {
      pick: { campaignId: 3, subAccountId: null, name: 'Team' },
      qr: { campaignId: 3, subAccountId: 11, at: now },
    };
    expect(parseCartAttribution(JSON.stringify(stored))).toEqual(stored);
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '[]',
      '"x"',
      JSON.stringify({ pick: { campaignId: -1, subAccountId: 2, name: 'x' } }),
    ])
      expect(parseCartAttribution(raw)).toEqual(NO_ATTRIBUTION);
    expect(
      parseCartAttribution(JSON.stringify({ ...stored, qr: { campaignId: 3, subAccountId: 1.5, at: now } })),
    ).toEqual({
      pick: stored.pick,
      qr: null,
    });
  });

  it('keeps a pick for its own campaign only', () => {
    const attribution = parseCartAttribution(
      JSON.stringify({ pick: { campaignId: 3, subAccountId: 11, name: 'Ava' } }),
    );
    expect(pickFor(attribution, 3)).toEqual({ campaignId: 3, subAccountId: 11, name: 'Ava' });
    expect(pickFor(attribution, 4)).toBeNull();
  });
});
