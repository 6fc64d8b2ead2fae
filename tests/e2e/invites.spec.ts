import { E2E_ADMIN } from '../../playwright.config';
import { waitForMail } from './support/mailbox';
import { signIn } from './support/session';
import { expect, test } from './support/fixtures';

const CAMPAIGN = 'Oldham County Youth Soccer Fall Drive';

test.describe('team invitations', () => {
  test('a captain invites a new person, who creates an account from the e-mail and joins the team', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    const email = `recruit-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const displayName = `Rookie ${testInfo.project.name} ${Math.floor(Math.random() * 1e6)}`;

    // The longest journey of the suite: two people, an e-mail and two password hashes on a 2-core machine.
    test.slow();
    await signIn(page, E2E_ADMIN);
    await page.goto('/captain/team-management');
    await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();

    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: CAMPAIGN }).click();
    // Another campaign renders its team on the server behind the page's loading state; on a loaded 2-core machine
    // (PGlite answers one query at a time for both browsers) that has outlasted the 10 s default.
    await expect(page.getByRole('combobox', { name: 'Campaign' })).toHaveText(CAMPAIGN, { timeout: 30_000 });
    await expectAccessible();

    await page.getByRole('button', { name: 'Invite Members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite team members' });
    await expect(dialog.getByRole('button', { name: 'Remove invitee 1' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await dialog.getByLabel('Name 1').fill('Riley Recruit');
    await dialog.getByLabel('Email 1').fill(email);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(page.getByText('Team invitations processed successfully.')).toBeVisible();
    await expect(page.getByText('1 invitation sent.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: /Pending Invites/ }).click();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toContain(CAMPAIGN);
    const link = /https?:\/\/[^\s]+\/invites\/accept\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
    expect(link, 'accept link in the invitation').toBeTruthy();
    const acceptPath = new URL(link!).pathname + new URL(link!).search;

    const invitee = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
    try {
      const acceptPage = await invitee.newPage();
      await acceptPage.goto(acceptPath);
      await expect(acceptPage.getByText(CAMPAIGN)).toBeVisible();
      await expect(acceptPage.getByLabel('Email')).toHaveValue(email);
      await expect(acceptPage.getByLabel('Email')).not.toBeEditable();
      await expectAccessible(acceptPage);
      await acceptPage.getByLabel('First name').fill('Riley');
      await acceptPage.getByLabel('Last name').fill('Recruit');
      await acceptPage.getByLabel('Display name').fill(displayName);
      await acceptPage.getByLabel('Password').fill('weakpass');
      await acceptPage.getByRole('button', { name: 'Create Account and Accept' }).click();
      await expect(acceptPage.getByText('Must contain at least one uppercase letter')).toBeVisible();
      await acceptPage.getByLabel('Password').fill('Strong-pass-1');
      await acceptPage.getByRole('button', { name: 'Create Account and Accept' }).click();
      await expect(acceptPage.getByRole('heading', { name: 'Invitation Accepted!' })).toBeVisible();
      await expect(acceptPage.getByText('Invitation accepted successfully!')).toBeVisible();
      await expect(acceptPage).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });

      // The link is single-use.
      await acceptPage.goto(acceptPath);
      await expect(acceptPage.getByText('This invitation has already been accepted.')).toBeVisible();
    } finally {
      await invitee.close();
    }

    await page.reload();
    // The page opens on the earliest campaign unless the URL names one, and choosing the campaign already shown puts
    // nothing in the URL: a spec running beside this one may have created an earlier campaign meanwhile.
    const picker = page.getByRole('combobox', { name: 'Campaign' });
    await expect(picker).toBeVisible();
    if ((await picker.textContent())?.trim() !== CAMPAIGN) {
      await picker.click();
      await page.getByRole('option', { name: CAMPAIGN }).click();
    }
    await expect(picker).toHaveText(CAMPAIGN);
    await expect(page.getByRole('tab', { name: /Team Members/ })).toBeVisible();
    await page.getByRole('tab', { name: /Team Members/ }).click();
    await expect(page.getByRole('tabpanel').getByText(displayName)).toBeVisible();
    await page.getByRole('tab', { name: /Pending Invites/ }).click();
    await expect(page.getByRole('tab', { name: /Pending Invites/ })).toHaveAttribute('aria-selected', 'true');
    const pending = page.getByRole('tabpanel', { name: /Pending Invites/ });
    await expect(pending).toBeVisible();
    await expect(pending.getByText(email)).toHaveCount(0);
  });

  test('the accept page explains a missing or unknown token', async ({ page, expectAccessible }) => {
    await page.goto('/invites/accept');
    await expect(page.getByText('No invitation token provided. Please check the link and try again.')).toBeVisible();
    await expectAccessible();
    await page.goto('/invites/accept?token=not-a-real-token');
    await expect(page.getByText('This invitation link is invalid. Please check the link and try again.')).toBeVisible();
  });
});
