import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * A protected page must render nothing but Access Denied for a role that may not see it: not in the visible HTML,
 * not in the RSC payload streamed beside it (self.__next_f), and not in a client navigation's RSC response. Each
 * role requests every protected page both ways and the body is searched for values only an admin (or only the
 * right captain) may see. The admin's own requests show the same values, so the search is known to find them.
 */

const ADMIN_TABS = ['overview', 'products', 'orders', 'users', 'campaigns', 'cash-up', 'activity'] as const;
// An order's own page joins the list once the test knows an order number (beforeAll).
const PAGES = [
  ...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
  // The products view that lists the secret (inactive) product on the server-rendered first page.
  '/admin?tab=products&products.status=inactive',
  '/settings',
  '/captain/team-management',
];

test.describe.configure({ mode: 'serial' });

test.describe('protected pages leak nothing to the wrong role', () => {
  // Only the desktop project: these are HTTP requests, the viewport plays no part.
  test.skip(({ isMobile }) => isMobile, 'HTTP-level test, run once');

  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const secret = {
    cost: '13.37',
    inactiveProduct: `Vault Reserve ${run}`,
    captainInvitee: `invitee-${run}@example.com`,
    formerInvitee: `former-invitee-${run}@example.com`,
    orderNote: `Internal note ${run}`,
    // Buyers on the fulfilment sheets of the captain's campaign and of the demoted captain's former one.
    captainBuyer: `Captainbuyer${run}`,
    formerBuyer: `Formerbuyer${run}`,
  };
  let orderPage = '';
  let captainSheet = '';
  const contexts: Record<'guest' | 'member' | 'captain' | 'demoted' | 'admin', APIRequestContext> = {} as never;

  test.beforeAll(async ({}, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    for (const role of ['guest', 'member', 'captain', 'demoted', 'admin'] as const)
      contexts[role] = await playwrightRequest.newContext({ baseURL });
    const ok = async (response: Promise<import('@playwright/test').APIResponse>) => {
      const answered = await response;
      expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
      return answered.json();
    };
    const registerAs = async (role: 'member' | 'captain' | 'demoted') => {
      const body = {
        email: `${role}-${run}@example.com`,
        password: 'Leak-test-pass-1',
        displayName: `${role} ${run}`,
        firstName: role,
        lastName: 'Probe',
      };
      return (await ok(contexts[role].post('/_api/auth/register_with_password', { data: body }))).user as {
        id: number;
      };
    };
    const admin = contexts.admin;
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    await ok(
      admin.post('/_api/admin/product', {
        data: { name: secret.inactiveProduct, price: '31.17', cost: secret.cost, category: 'Probe', isActive: false },
      }),
    );

    // An internal note on an order: only an admin may see it, on the order's page.
    const {
      orders: [order],
    } = (await ok(admin.get('/_api/admin/orders'))) as { orders: Array<{ id: number; orderNumber: string }> };
    await ok(admin.post('/_api/admin/order/notes', { data: { orderId: order!.id, body: secret.orderNote } }));
    orderPage = `/admin/orders/${order!.orderNumber}`;
    PAGES.push(orderPage);

    await registerAs('member');
    const {
      products: [product],
    } = (await ok(admin.get('/_api/admin/products?status=active'))) as { products: Array<{ id: number }> };
    for (const role of ['captain', 'demoted'] as const) {
      const user = await registerAs(role);
      await ok(
        admin.post('/_api/admin/user/update-role', { data: { userId: user.id, newRole: 'fundraiser_captain' } }),
      );
      const { campaign } = await ok(
        admin.post('/_api/admin/createcampaign', {
          data: {
            name: `Leak Drive ${role} ${run}`,
            slug: `leak-${role}-${run}`,
            startDate: '2026-01-01',
            endDate: '2027-12-31',
            captainId: user.id,
            isActive: true,
          },
        }),
      );
      // An order on the campaign's fulfilment sheet, and both sheets (admin's and captain's) join the pages.
      await ok(
        admin.post('/_api/admin/campaign/products', {
          data: { campaignId: campaign.id, productIds: [product!.id], isActive: true },
        }),
      );
      await ok(
        admin.post('/_api/products/order', {
          data: {
            customerName: `Probe ${role === 'captain' ? secret.captainBuyer : secret.formerBuyer}`,
            customerEmail: `buyer-${role}-${run}@example.com`,
            campaignId: campaign.id,
            items: [{ productId: product!.id, quantity: 1 }],
          },
        }),
      );
      PAGES.push(`/admin/campaigns/${campaign.id}/fulfilment`, `/captain/campaigns/${campaign.id}/fulfilment`);
      if (role === 'captain') captainSheet = `/captain/campaigns/${campaign.id}/fulfilment`;
      const invitee = role === 'captain' ? secret.captainInvitee : secret.formerInvitee;
      await ok(
        contexts[role].post('/_api/captain/invite-members', {
          data: { campaignId: campaign.id, invites: [{ name: 'Probe Invitee', email: invitee }] },
        }),
      );
      if (role === 'demoted')
        await ok(admin.post('/_api/admin/user/update-role', { data: { userId: user.id, newRole: 'sub_account' } }));
    }
  });

  test.afterAll(async () => {
    for (const context of Object.values(contexts)) await context?.dispose();
  });

  /** The HTML of a full page load and the RSC payload of a client-side navigation to the same URL. */
  async function bodies(context: APIRequestContext, path: string) {
    const page = await context.get(path);
    const html = await page.text();
    const rsc = await (await context.get(path, { headers: { RSC: '1' } })).text();
    return { html, rsc, status: page.status() };
  }

  const adminOnly = [secret.cost, secret.inactiveProduct, 'Total Sales', secret.orderNote];
  const forbiddenFor = {
    guest: [...adminOnly, secret.captainInvitee, secret.formerInvitee, secret.captainBuyer, secret.formerBuyer],
    member: [...adminOnly, secret.captainInvitee, secret.formerInvitee, secret.captainBuyer, secret.formerBuyer],
    captain: [...adminOnly, secret.formerInvitee, secret.formerBuyer],
    demoted: [...adminOnly, secret.captainInvitee, secret.formerInvitee, secret.captainBuyer, secret.formerBuyer],
  } as const;

  for (const role of ['guest', 'member', 'captain', 'demoted'] as const) {
    test(`a ${role} sees no protected value on any protected page, as HTML or as RSC`, async () => {
      for (const path of PAGES) {
        const { html, rsc, status } = await bodies(contexts[role], path);
        for (const value of forbiddenFor[role]) {
          expect(html, `${role} ${path} HTML holds ${value}`).not.toContain(value);
          expect(rsc, `${role} ${path} RSC holds ${value}`).not.toContain(value);
        }
        if (role !== 'guest' && path.startsWith('/admin')) {
          expect(html).toContain('Access Denied');
          expect(status, `${role} ${path}`).toBe(403);
        }
      }
    });
  }

  test('a demoted captain is denied team management like any User: 403, the role in words', async () => {
    const { html, status } = await bodies(contexts.demoted, '/captain/team-management');
    expect(status).toBe(403);
    expect(html).toContain('Access Denied');
    expect(html).toContain('Access denied. Your role (User) lacks required permissions.');
    expect(html).not.toContain('sub_account');
  });

  test('a signed-in fundraiser opening /admin gets 403 and Access Denied naming the role in words', async () => {
    for (const [role, words] of [
      ['member', 'User'],
      ['captain', 'Fundraiser Captain'],
    ] as const) {
      const { html, status } = await bodies(contexts[role], '/admin');
      expect(status, role).toBe(403);
      expect(html).toContain('Access Denied');
      expect(html).toContain(`Access denied. Your role (${words}) lacks required permissions.`);
    }
  });

  test('the values searched for are there for those allowed to see them', async () => {
    // The Products tab opens on active products; the secret one is inactive, in the view that lists those.
    const products = await bodies(contexts.admin, '/admin?tab=products&products.status=inactive');
    expect(products.html).toContain(secret.inactiveProduct);
    expect(products.html).toContain(secret.cost);
    expect(products.rsc).toContain(secret.cost);
    expect((await bodies(contexts.admin, '/admin?tab=overview')).html).toContain('Total Sales');
    const order = await bodies(contexts.admin, orderPage);
    expect(order.html).toContain(secret.orderNote);
    expect(order.rsc).toContain(secret.orderNote);
    const sheets = [
      await bodies(contexts.admin, captainSheet.replace('/captain/', '/admin/')),
      await bodies(contexts.captain, captainSheet),
    ];
    for (const sheet of sheets) {
      expect(sheet.html).toContain(secret.captainBuyer);
      expect(sheet.rsc).toContain(secret.captainBuyer);
    }
    const team = await bodies(contexts.captain, '/captain/team-management');
    expect(team.html).toContain(secret.captainInvitee);
    expect(team.rsc).toContain(secret.captainInvitee);
  });
});
