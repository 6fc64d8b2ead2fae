import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createCampaign } from '@/app/%5Fapi/admin/createcampaign/route';
import { GET as adminOrders } from '@/app/%5Fapi/admin/orders/route';
import { POST as createProduct } from '@/app/%5Fapi/admin/product/route';
import { POST as createUser_ } from '@/app/%5Fapi/admin/users/route';
import { POST as register } from '@/app/%5Fapi/auth/register_with_password/route';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as campaignProducts } from '@/app/%5Fapi/campaign/products/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { POST as contact } from '@/app/%5Fapi/contact/route';
import { GET as fundraiserDetails } from '@/app/%5Fapi/fundraiser/details/route';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { POST as updateProfile } from '@/app/%5Fapi/users/profile/route';
import { POST as updateSettings } from '@/app/%5Fapi/users/settings/route';
import { parseSlugParam } from '@/lib/validation/common';
import { getDb } from '@/server/db';
import { campaigns, contactMessages, orders, products, users } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser, createProduct as seedProduct } from '../support/shop';

/*
 * One rule for text: a control character in any text or slug field is a 400 naming the field, never a database
 * error (PostgreSQL cannot store NUL). Each case poisons one field of an otherwise valid request.
 */

type Handler = Parameters<typeof call>[0];
type Case = {
  name: string;
  handler: Handler;
  method: 'GET' | 'POST';
  as?: 'admin' | 'captain' | 'user';
  valid: () => Record<string, unknown>;
  fields: string[];
};

let cookies: Record<'admin' | 'captain' | 'user', string>;
let campaignId: number;
let productId: number;
let address = 0;

beforeAll(async () => {
  const product = await seedProduct();
  productId = product.id;
  const { campaign, captain } = await createCampaignWithFundraiser([product.id]);
  campaignId = campaign.id;
  cookies = {
    admin: await sessionCookieFor(await createUser({ role: 'admin' })),
    captain: await sessionCookieFor(captain),
    user: await sessionCookieFor(await createUser()),
  };
});

const cases: Case[] = [
  {
    name: 'POST /_api/contact',
    handler: contact,
    method: 'POST',
    valid: () => ({ name: 'Jo Baker', email: 'jo@example.com', subject: 'Wholesale', message: 'Do you supply cafés?' }),
    fields: ['name', 'subject', 'message'],
  },
  {
    name: 'POST /_api/users/profile',
    handler: updateProfile,
    method: 'POST',
    as: 'user',
    valid: () => ({ firstName: 'Ann', lastName: 'Lee', displayName: 'Ann L', phone: '502-555-0100' }),
    fields: ['firstName', 'lastName', 'displayName', 'phone'],
  },
  {
    name: 'POST /_api/users/settings',
    handler: updateSettings,
    method: 'POST',
    as: 'user',
    valid: () => ({
      isPublic: true,
      description: 'Help our team',
      customMessage: 'Thank you!',
      landingPageSlug: 'ann-lee-page',
    }),
    fields: ['description', 'customMessage', 'landingPageSlug'],
  },
  {
    name: 'GET /_api/campaign/leaderboard',
    handler: leaderboard,
    method: 'GET',
    valid: () => ({ campaignSlug: 'spring-drive' }),
    fields: ['campaignSlug'],
  },
  {
    name: 'GET /_api/fundraiser/details',
    handler: fundraiserDetails,
    method: 'GET',
    valid: () => ({ fundraiserSlug: 'ava-runs' }),
    fields: ['fundraiserSlug'],
  },
  {
    name: 'GET /_api/campaign/products',
    handler: campaignProducts,
    method: 'GET',
    valid: () => ({ campaignSlug: 'spring-drive' }),
    fields: ['campaignSlug'],
  },
  {
    name: 'GET /_api/invites/details',
    handler: inviteDetails,
    method: 'GET',
    valid: () => ({ token: 'abcdefgh' }),
    fields: ['token'],
  },
  {
    name: 'POST /_api/auth/register_with_password',
    handler: register,
    method: 'POST',
    valid: () => ({
      email: 'poison@example.com',
      password: 'Register-me-1',
      displayName: 'Poi Son',
      firstName: 'Poi',
      lastName: 'Son',
    }),
    fields: ['displayName', 'firstName', 'lastName'],
  },
  {
    name: 'POST /_api/products/order',
    handler: placeOrder,
    method: 'POST',
    valid: () => ({
      customerFirstName: 'Bea',
      customerLastName: 'Buyer',
      customerEmail: 'bea@example.com',
      items: [{ productId, quantity: 1 }],
    }),
    fields: ['customerFirstName', 'customerLastName', 'customerPhone'],
  },
  {
    name: 'POST /_api/captain/invite-members',
    handler: inviteMembers,
    method: 'POST',
    as: 'captain',
    valid: () => ({ campaignId, invites: [{ name: 'Ivy', email: 'ivy@example.com' }] }),
    fields: ['invites.0.name'],
  },
  {
    name: 'POST /_api/admin/product',
    handler: createProduct,
    method: 'POST',
    as: 'admin',
    valid: () => ({ name: 'Poison Roast', description: 'Dark', price: '12.50', cost: '5.00', category: 'Blend' }),
    fields: ['name', 'description', 'category'],
  },
  {
    name: 'POST /_api/admin/users',
    handler: createUser_,
    method: 'POST',
    as: 'admin',
    valid: () => ({
      firstName: 'Cap',
      lastName: 'Tain',
      email: 'cap@example.com',
      displayName: 'Cap',
      role: 'fundraiser_captain',
    }),
    fields: ['firstName', 'lastName', 'displayName'],
  },
  {
    name: 'POST /_api/admin/createcampaign',
    handler: createCampaign,
    method: 'POST',
    as: 'admin',
    valid: () => ({
      name: 'Poison Drive',
      slug: 'poison-drive',
      description: 'A drive',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    }),
    fields: ['name', 'slug', 'description', 'startDate'],
  },
  {
    name: 'GET /_api/admin/orders',
    handler: adminOrders,
    method: 'GET',
    as: 'admin',
    valid: () => ({ search: 'grace' }),
    fields: ['search', 'startDate'],
  },
];

function poison(body: Record<string, unknown>, field: string, character: string) {
  const copy = structuredClone(body);
  const path = field.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  target[last] = `ab${character}cd`;
  return copy;
}

async function rowCounts() {
  const db = await getDb();
  const tables = [users, products, campaigns, orders, contactMessages];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
}

describe.each(cases)('$name', ({ handler, method, as, valid, fields }) => {
  const controls = [
    ['\u0000', 'NUL'],
    ['\u0007', 'BEL'],
    ['\u001b', 'ESC'],
    ['\u007f', 'DEL'],
  ] as const;
  it.each(fields.flatMap((field) => controls.map(([character, label]) => [field, label, character] as const)))(
    'refuses %s holding %s with a 400 that names it, and changes nothing',
    async (field, _label, character) => {
      const before = await rowCounts();
      const input = poison(valid(), field, character);
      const headers = {
        ...(as ? { cookie: cookies[as] } : {}),
        ...fromAddress(`10.80.${Math.floor(++address / 250)}.${address % 250}`),
      };
      const response =
        method === 'GET'
          ? await call(handler, { path: `/x?${new URLSearchParams(input as Record<string, string>)}`, headers })
          : await call(handler, { method: 'POST', path: '/x', body: input, headers });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ error: `${field}: Must not contain control characters.` });
      expect(await rowCounts()).toEqual(before);
    },
  );
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs in a message or description', async () => {
    const body = {
      name: 'Jo Baker',
      email: 'jo-lines@example.com',
      subject: 'Wholesale',
      message: 'Line one\r\nLine two\n\tindented',
    };
    expect((await call(contact, { method: 'POST', path: '/x', body, headers: fromAddress('10.81.0.1') })).status).toBe(
      201,
    );
  });

  it('refuses a line break in a single-line field', async () => {
    const body = {
      name: 'Jo\nBaker',
      email: 'jo-break@example.com',
      subject: 'Wholesale',
      message: 'Hello there, friends',
    };
    const response = await call(contact, { method: 'POST', path: '/x', body, headers: fromAddress('10.81.0.2') });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('name: Must not contain control characters.');
  });
});

describe('slugs in page addresses', () => {
  it.each([
    ['spring-drive', 'spring-drive'],
    ['ava%2Druns', 'ava-runs'],
    ['bad%00slug', null],
    ['Upper-Case', null],
    ['%E0%A4%A', null],
    ['x'.repeat(101), null],
  ])('%j → %j', (param, expected) => {
    expect(parseSlugParam(param)).toBe(expected);
  });
});
