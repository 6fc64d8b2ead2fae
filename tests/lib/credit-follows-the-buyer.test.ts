import { describe, expect, it } from 'vitest';
import {
  NO_ATTRIBUTION,
  parseCartAttribution,
  PICK_REQUIRED,
  type CartAttribution,
  type SupporterPick,
} from '@/lib/cart/attribution';
import { orderCreditFor, withPick, type CheckoutPlace } from '@/lib/cart/order-credit';
import { fundraiserVisitPick } from '@/lib/cart/visit-pick';

/*
 * Issue 25: over random walks through the shop (fundraiser pages, the campaign page's picker, /products, a product's
 * page, reloads, the header cart, "Change"), the order the checkout would send credits exactly the buyer's last
 * choice, or no one when there is none; never anyone else. The browser is simulated with the real store format: the
 * attribution lives as JSON under one key and every step reads it back as a page load would.
 */

/** mulberry32: a small seeded generator, so a failing walk can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fundraiser = { campaignId: number; userId: number; name: string };
// Campaign 3 has no campaign page: "Change" there forgets the pick and leads to the shop.
const CAMPAIGNS: Record<number, { path?: string; fundraisers: Fundraiser[]; name: string }> = {
  1: {
    path: '/campaigns/oldham',
    name: 'Oldham Soccer',
    fundraisers: [
      { campaignId: 1, userId: 11, name: 'Ava' },
      { campaignId: 1, userId: 12, name: 'Ben' },
    ],
  },
  2: { path: '/campaigns/band', name: 'Band', fundraisers: [{ campaignId: 2, userId: 21, name: 'Cy' }] },
  3: { name: 'Choir', fundraisers: [{ campaignId: 3, userId: 31, name: 'Di' }] },
};
const FUNDRAISERS = Object.values(CAMPAIGNS).flatMap((c) => c.fundraisers);
const PAGED_CAMPAIGNS = [1, 2];
const campaign = (id: number) => CAMPAIGNS[id]!;

type Choice = { campaignId: number; subAccountId: number | null } | null;

type Browser = { stored: string | null; place: CheckoutPlace; now: number };

const read = (browser: Browser): CartAttribution => parseCartAttribution(browser.stored);
const store = (browser: Browser, next: CartAttribution) => {
  browser.stored = JSON.stringify(next);
};
const campaignPlace = (campaignId: number): CheckoutPlace => ({
  page: 'campaign',
  campaignId,
  fundraiserIds: campaign(campaignId).fundraisers.map((f) => f.userId),
});
function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** A fundraiser's page records its visit as the pick (and a QR code's marker). */
function visitFundraiser(browser: Browser, f: Fundraiser, qr: boolean): Choice {
  const path = campaign(f.campaignId).path;
  let attribution = withPick(read(browser), fundraiserVisitPick(f.campaignId, f.userId, f.name, path));
  if (qr) attribution = { ...attribution, qr: { campaignId: f.campaignId, subAccountId: f.userId, at: browser.now } };
  store(browser, attribution);
  browser.place = { page: 'fundraiser', campaignId: f.campaignId, subAccountId: f.userId };
  return { campaignId: f.campaignId, subAccountId: f.userId };
}

/** One step of a walk; answers the buyer's choice after it. */
function step(next: () => number, browser: Browser, choice: Choice, log: string[]): Choice {
  browser.now += Math.floor(next() * 3_600_000);
  const roll = next();
  if (roll < 0.2) {
    const f = pick(next, FUNDRAISERS);
    const qr = next() < 0.3;
    log.push(`fundraiser ${f.userId}${qr ? '?src=qr' : ''}`);
    return visitFundraiser(browser, f, qr);
  }
  if (roll < 0.35) {
    const campaignId = pick(next, PAGED_CAMPAIGNS);
    const { fundraisers, name, path } = campaign(campaignId);
    const chosen = pick(next, [null, ...fundraisers]);
    log.push(`campaign ${campaignId} picks ${chosen?.userId ?? 'team'}`);
    const picked: SupporterPick = {
      campaignId,
      subAccountId: chosen?.userId ?? null,
      name: chosen?.name ?? name,
      via: 'picker',
      campaignPath: path,
    };
    store(browser, withPick(read(browser), picked));
    browser.place = campaignPlace(campaignId);
    return { campaignId, subAccountId: picked.subAccountId };
  }
  if (roll < 0.45) {
    const campaignId = pick(next, PAGED_CAMPAIGNS);
    log.push(`campaign ${campaignId} (no pick)`);
    browser.place = campaignPlace(campaignId);
    return choice;
  }
  if (roll < 0.6) {
    log.push(next() < 0.5 ? '/products' : '/products/2');
    browser.place = { page: 'shop' };
    return choice;
  }
  if (roll < 0.7) {
    log.push('reload');
    browser.stored = JSON.parse(JSON.stringify(browser.stored)) as string | null;
    // A fundraiser's page records its visit again as it loads.
    const place = browser.place;
    if (place.page !== 'fundraiser') return choice;
    return visitFundraiser(
      browser,
      FUNDRAISERS.find((f) => f.userId === place.subAccountId)!,
      false,
    );
  }
  if (roll < 0.8) {
    // The page's own cart on fundraiser, campaign and shop pages; a sheet (the shop's checkout) anywhere else.
    log.push('header cart');
    return choice;
  }
  if (roll < 0.9) {
    const standing = read(browser).pick;
    log.push('change');
    if (!standing) return choice;
    if (standing.campaignPath) {
      browser.place = campaignPlace(standing.campaignId);
      return choice;
    }
    store(browser, withPick(read(browser), null));
    browser.place = { page: 'shop' };
    return null;
  }
  return placeOrder(browser, choice, log);
}

/**
 * What the checkout would send where the buyer is, checked against their last choice; a placed order clears it. On
 * a fundraiser's page the order is theirs (the spec's rule): staying on the page is choosing them again.
 */
function placeOrder(browser: Browser, last: Choice, log: string[]): Choice {
  log.push('place order');
  const place = browser.place;
  const choice =
    place.page === 'fundraiser' ? { campaignId: place.campaignId, subAccountId: place.subAccountId } : last;
  const credit = orderCreditFor(browser.place, read(browser), browser.now);
  const where = log.join(' → ');
  if (browser.place.page === 'campaign') {
    const fundraiserIds = browser.place.fundraiserIds;
    const standsHere =
      choice?.campaignId === browser.place.campaignId &&
      (choice.subAccountId === null || fundraiserIds.includes(choice.subAccountId));
    if (!standsHere) {
      expect(credit, where).toBe(PICK_REQUIRED);
      return choice;
    }
  }
  expect(credit, where).not.toBe(PICK_REQUIRED);
  if (typeof credit === 'string') return choice;
  expect({ campaignId: credit.campaignId, subAccountId: credit.subAccountId }, where).toEqual({
    campaignId: choice?.campaignId,
    subAccountId: choice?.subAccountId ?? undefined,
  });
  if (choice) expect(credit.source, where).toBeDefined();
  store(browser, withPick(read(browser), null));
  return null;
}

describe('credit follows the buyer', () => {
  it('credits exactly the last choice over random walks through the shop', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const next = random(seed);
      const browser: Browser = { stored: null, place: { page: 'shop' }, now: Date.UTC(2026, 10, 24) };
      let choice: Choice = null;
      const log = [`seed ${seed}`];
      const steps = 1 + Math.floor(next() * 25);
      for (let i = 0; i < steps; i += 1) choice = step(next, browser, choice, log);
      placeOrder(browser, choice, log);
    }
  });

  it('credits a QR visit as qr only for the fundraiser the code belongs to, within a day', () => {
    const at = Date.UTC(2026, 10, 24);
    const qr = { campaignId: 1, subAccountId: 11, at };
    const ava: CartAttribution = { pick: fundraiserVisitPick(1, 11, 'Ava', '/campaigns/oldham'), qr };
    expect(orderCreditFor({ page: 'shop' }, ava, at + 1000)).toEqual({ campaignId: 1, subAccountId: 11, source: 'qr' });
    expect(orderCreditFor({ page: 'shop' }, ava, at + 2 * 86_400_000)).toMatchObject({ source: 'link' });
    const ben = withPick(ava, fundraiserVisitPick(1, 12, 'Ben'));
    expect(orderCreditFor({ page: 'shop' }, ben, at + 1000)).toMatchObject({ subAccountId: 12, source: 'link' });
    const team = withPick(ava, { campaignId: 1, subAccountId: null, name: 'Oldham', via: 'picker' });
    expect(orderCreditFor({ page: 'shop' }, team, at)).toEqual({ campaignId: 1, source: 'campaign-picker' });
    expect(orderCreditFor({ page: 'shop' }, NO_ATTRIBUTION, at)).toEqual({});
  });
});
