import { randomBytes } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { waitForMailMatching } from './support/mailbox';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * Issue 26: a second child at a parent's e-mail was "skipped (already invited)" under "processed successfully", and a
 * reminder turned the first invitation link into a dead end. Now the dialog says who was not invited and why, as a
 * warning, and a replaced link says so and sends a fresh one to the invited address.
 */

const CAMPAIGN = 'Oldham County Youth Soccer Fall Drive';
const REPLACED = 'This link was replaced by a newer one: check your latest e-mail from us.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: APIResponse, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};
const tokenOf = (text: string) => /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

test('a second child at a parent’s e-mail is reported as not invited, with why, as a warning', async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const email = `family-${testInfo.project.name}-${randomBytes(4).toString('hex')}@example.com`;
  await signIn(page, E2E_ADMIN);
  const drive = (await ok(await page.request.get('/_api/campaign/leaderboard?campaignSlug=oldham-soccer-fall-drive')))
    .campaign as { id: number };
  await ok(
    await page.request.post('/_api/captain/invite-members', {
      data: { campaignId: drive.id, invites: [{ name: 'Noah Family', email }] },
    }),
  );

  await page.goto(`/captain/team-management?campaign=${drive.id}`);
  await waitForStreamedPage(page);
  await expect(page.getByRole('combobox', { name: 'Campaign' })).toHaveText(CAMPAIGN);
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite team members' });
  await dialog.getByLabel('Name 1').fill('Mia Family');
  await dialog.getByLabel('Email 1').fill(email);
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();

  const reason = `${email} already has an invitation to this campaign, for Noah Family. Each team member needs their own e-mail address to sign in: please enter another address for Mia Family.`;
  await expect(page.getByText('1 invitation not sent.')).toBeVisible();
  await expect(dialog.getByRole('alert').getByText(reason)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email 1')).toHaveValue(email);
  await expect(page.getByText('Team invitations processed successfully.')).toHaveCount(0);
  await expect(page.getByText(/skipped \(already invited\)/)).toHaveCount(0);
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('not-sent.png'), fullPage: true });
});

test('a replaced invitation link says so and sends a fresh link to the invited address', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const email = `replaced-${testInfo.project.name}-${randomBytes(4).toString('hex')}@example.com`;
  await signIn(page, E2E_ADMIN);
  const drive = (await ok(await page.request.get('/_api/campaign/leaderboard?campaignSlug=oldham-soccer-fall-drive')))
    .campaign as { id: number };
  await ok(
    await page.request.post('/_api/captain/invite-members', {
      data: { campaignId: drive.id, invites: [{ name: 'Rhea Replaced', email }] },
    }),
  );
  const first = tokenOf((await waitForMailMatching(email, (m) => Boolean(tokenOf(m.text)))).text)!;
  const { invites } = await ok(await page.request.get(`/_api/captain/team-invites?campaignId=${drive.id}`));
  const invite = (invites as { id: number; inviteeEmail: string }[]).find((row) => row.inviteeEmail === email)!;
  await ok(await page.request.post('/_api/captain/invite/resend', { data: { inviteId: invite.id } }));
  const second = tokenOf((await waitForMailMatching(email, (m) => !m.text.includes(first))).text)!;

  const invitee = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  try {
    const accept = await invitee.newPage();
    await accept.goto(`/invites/accept?token=${first}`);
    await expect(accept.getByText(REPLACED)).toBeVisible();
    await expect(accept.getByText(email)).toHaveCount(0);
    await expectAccessible(accept);
    for (const width of [1280, 390, 320]) {
      await accept.setViewportSize({ width, height: 700 });
      await accept.screenshot({ path: testInfo.outputPath(`replaced-${width}.png`), fullPage: true });
    }
    await accept.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(accept.getByRole('status')).toHaveText(
      'We sent a new link to the address this invitation was sent to. Open the latest e-mail from us to join the team.',
    );
    await expectAccessible(accept);
    const fresh = tokenOf(
      (await waitForMailMatching(email, (m) => !m.text.includes(first) && !m.text.includes(second))).text,
    )!;
    await accept.goto(`/invites/accept?token=${fresh}`);
    await expect(accept.getByText(CAMPAIGN)).toBeVisible();
    await expect(accept.getByLabel('Email')).toHaveValue(email);
  } finally {
    await invitee.close();
  }
});
