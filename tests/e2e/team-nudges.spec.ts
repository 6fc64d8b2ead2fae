import { randomBytes } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { waitForMailMatching } from './support/mailbox';
import { signIn, waitForStreamedPage } from './support/session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

/** A new fundraiser account with a public page and a $40.00 goal, registered in a throw-away session. */
async function registerFundraiser(playwright: Playwright, baseURL: string, name: string, tag: string) {
  const request = await playwright.request.newContext({ baseURL });
  const slug = `${name.toLowerCase()}-${tag}`;
  const { user } = await ok(
    await request.post('/_api/auth/register_with_password', {
      data: {
        firstName: name,
        lastName: 'Nudge',
        displayName: `${name} ${tag}`,
        email: `${slug}@example.com`,
        password: 'Nudge-pass-123',
        phone: null,
      },
    }),
    201,
  );
  await ok(
    await request.post('/_api/users/settings', { data: { isPublic: true, goalAmount: 4000, landingPageSlug: slug } }),
  );
  await request.dispose();
  return user as { id: number; displayName: string; email: string };
}

/** A running campaign with three members: two have sold (different amounts), one has not. */
async function setUpTeam(playwright: Playwright, baseURL: string, tag: string) {
  const [ava, ben, cleo] = [
    await registerFundraiser(playwright, baseURL, 'Ava', tag),
    await registerFundraiser(playwright, baseURL, 'Ben', tag),
    await registerFundraiser(playwright, baseURL, 'Cleo', tag),
  ];
  const admin = await playwright.request.newContext({ baseURL });
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: {
        name: `Nudge Drive ${tag}`,
        slug: `nudge-drive-${tag}`,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        isActive: true,
      },
    }),
    201,
  );
  const { products } = await ok(await admin.get('/_api/admin/products?status=active'));
  const productId = products[0].id as number;
  await ok(
    await admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: [productId], isActive: true },
    }),
  );
  for (const member of [ava, ben, cleo])
    await ok(
      await admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: member.id } }),
    );
  const order = (subAccountId: number, quantity: number, email: string) =>
    admin
      .post('/_api/products/order', {
        data: {
          customerFirstName: 'Greta',
          customerLastName: 'Buyer',
          customerEmail: email,
          campaignId: campaign.id,
          subAccountId,
          items: [{ productId, quantity }],
        },
      })
      .then((response) => ok(response, 201));
  // Ava: one bag to one buyer. Ben: three bags to two buyers (Hana writes her address in capitals once).
  await order(ava.id, 1, `greta-${tag}@example.com`);
  await order(ben.id, 1, `hana-${tag}@example.com`);
  await order(ben.id, 1, `HANA-${tag}@example.com`);
  await order(ben.id, 1, `ivan-${tag}@example.com`);
  // Dana is invited but has not answered.
  const dana = `dana-${tag}@example.com`;
  await ok(
    await admin.post('/_api/captain/invite-members', {
      data: { campaignId: campaign.id, invites: [{ name: 'Dana Waiting', email: dana }] },
    }),
  );
  await admin.dispose();
  return { campaign: campaign as { id: number; name: string }, ava, ben, cleo, dana };
}

test('a captain sees how each member is doing, sorts the table and nudges those without a sale', async ({
  page,
  browser,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const baseURL = testInfo.project.use.baseURL!;
  const { campaign, ava, ben, cleo, dana } = await setUpTeam(playwright, baseURL, tag);

  // The e2e admin manages every campaign, as a captain manages theirs.
  await signIn(page, E2E_ADMIN);
  await page.goto(`/captain/team-management?campaign=${campaign.id}`);
  await waitForStreamedPage(page);
  const table = page.getByRole('table', { name: 'Team members and how each is doing' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  // Header and three members, by name.
  await expect(rows).toHaveCount(4);
  const rowOf = (member: { displayName: string }) => rows.filter({ hasText: member.displayName });
  await expect(rowOf(cleo)).toContainText('No sales yet');
  await expect(rowOf(cleo)).toContainText('None yet');
  await expect(rowOf(ava)).not.toContainText('No sales yet');
  await expect(rowOf(ben).getByRole('rowheader')).toContainText(ben.displayName);
  // Ben: 3 bags for 2 supporters (the same buyer in two spellings counts once).
  const benCells = rowOf(ben).getByRole('cell');
  await expect(benCells.nth(1)).toHaveText('3');
  await expect(benCells.nth(2)).toHaveText('2');
  await expect(benCells.nth(3)).toContainText('of $40.00');

  // Sort by sales: highest first, then lowest first.
  await table.getByRole('button', { name: 'Sales' }).click();
  await expect(table.getByRole('columnheader', { name: 'Sales' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(ben.displayName);
  await expect(rows.nth(3)).toContainText(cleo.displayName);
  await table.getByRole('button', { name: 'Sales' }).click();
  await expect(table.getByRole('columnheader', { name: 'Sales' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText(cleo.displayName);
  await expect(rows.nth(3)).toContainText(ben.displayName);
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath(`team-table-${testInfo.project.name}.png`), fullPage: true });

  // Nudge: a confirmation, then the counts in a toast; Cleo's e-mail carries her share kit.
  await page.getByRole('button', { name: 'Nudge members with no sales' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Nudge members with no sales?' });
  await expect(confirm).toContainText('1 member has not sold yet.');
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('1 nudge sent, 0 skipped.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`team-nudged-${testInfo.project.name}.png`), fullPage: false });
  // Mail leaves through the outbox after the answer: an older mail to the same address may be there first.
  const mail = await waitForMailMatching(cleo.email, (m) => m.subject.startsWith('Your first sale for '));
  expect(mail.subject).toBe(`Your first sale for ${campaign.name}`);
  expect(mail.text).toContain(`/fundraisers/cleo-${tag}?src=link`);
  expect(mail.text).toContain(`/fundraisers/cleo-${tag}/qr.png`);
  expect(mail.text).toContain(`/fundraisers/cleo-${tag}/flyer`);

  // Within 24 hours the same person is skipped.
  await page.getByRole('button', { name: 'Nudge members with no sales' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('0 nudges sent, 1 skipped.')).toBeVisible();

  // Pending invitees get a reminder with a fresh link.
  await page.getByRole('tab', { name: /Pending Invites/ }).click();
  await page.getByRole('button', { name: 'Remind pending invitees' }).click();
  const remind = page.getByRole('alertdialog', { name: 'Remind pending invitees?' });
  await expect(remind).toContainText('1 invitation is waiting for an answer.');
  await remind.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('1 reminder sent, 0 skipped.')).toBeVisible();
  const reminder = await waitForMailMatching(dana, (m) => m.subject.startsWith('Reminder: '));
  expect(reminder.subject).toBe(`Reminder: join the ${campaign.name} team`);
  expect(reminder.text).toMatch(/\/invites\/accept\?token=[A-Za-z0-9_-]+/);

  // The unsubscribe link works without signing in: a page with a button, then the confirmation.
  const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text)?.[0];
  expect(link, 'unsubscribe link in the nudge').toBeTruthy();
  const stranger = await browser.newContext({ ...testInfo.project.use, baseURL });
  try {
    const unsubscribePage = await stranger.newPage();
    const response = await unsubscribePage.goto(new URL(link!).pathname + new URL(link!).search);
    expect(response?.status()).toBe(200);
    await expect(unsubscribePage.getByRole('heading', { name: 'Unsubscribe from fundraising e-mails?' })).toBeVisible();
    await expectAccessible(unsubscribePage);
    await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(unsubscribePage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expectAccessible(unsubscribePage);
    await unsubscribePage.screenshot({ path: testInfo.outputPath(`unsubscribed-${testInfo.project.name}.png`) });
  } finally {
    await stranger.close();
  }
});
