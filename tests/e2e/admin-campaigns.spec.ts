import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';

test.describe('admin campaigns', () => {
  test('an admin creates a campaign, picks its products, adds a fundraiser and the leaderboard shows them', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    const suffix = `${testInfo.project.name} ${randomBytes(3).toString('hex')}`;
    const name = `E2E Band Trip ${suffix}`;
    const slug = `e2e-band-trip-${suffix.replace(' ', '-')}`;
    // A long journey (four dialogs, the public page, four accessibility scans): slow on a 2-core machine.
    test.slow();

    await adminPage.open();
    await adminPage.switchTo('campaigns');
    await expect(page.getByRole('heading', { level: 2, name: 'Campaigns' })).toBeVisible();
    // Other specs add campaigns (newest first), so the seeded drive is found the way an admin would: by search.
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('Oldham County');
    await expect(page.getByRole('rowheader', { name: 'Oldham County Youth Soccer Fall Drive' })).toBeVisible();
    await expect(page).toHaveURL(/campaigns\.search=Oldham/);
    await expectAccessible();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('');

    // Create: the slug follows the name; required and date rules come from the shared schema.
    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    const dialog = adminPage.dialog('Create New Campaign');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Active')).toBeChecked();
    await expect(dialog.getByLabel('Start Date')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(dialog.getByText('Campaign name is required.')).toBeVisible();
    await dialog.getByLabel(/Campaign Name/).fill(name);
    await expect(dialog.getByLabel('URL Slug')).toHaveValue(slug);
    await dialog.getByLabel('Description').fill('Coffee for the marching band’s spring trip.');
    // Started long ago, so the seeded fundraiser's page keeps selling the demo drive (most recently started).
    await dialog.getByLabel('Start Date').fill('2020-01-01');
    await dialog.getByLabel('Goal Amount ($)').fill('1500');
    await expect(dialog.getByRole('combobox', { name: 'Campaign Captain' })).toHaveText('No Captain');
    // Issue 27: a new campaign is proposed as a children's campaign, seller amounts shown.
    const privacy = dialog.getByRole('group', { name: 'Privacy' });
    await expect(
      privacy.getByRole('radio', { name: /^Children’s campaign — first names and last initials/ }),
    ).toBeChecked();
    await expect(privacy.getByRole('radio', { name: /^Standard — names as people choose them/ })).not.toBeChecked();
    await expect(dialog.getByLabel('Show each seller’s amounts on the leaderboard')).toBeChecked();
    await expectAccessible();
    // This drive shows full names on its leaderboard (checked below), so it is a standard one.
    await privacy.getByRole('radio', { name: /^Standard/ }).check();
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByText('Campaign created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = adminPage.row(name);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Jan 1, 2020');
    await expect(row).toContainText('Not Assigned');
    // The public page is one of the row's menu actions (the URL column shows only on very wide screens).
    await adminPage.rowMenu(row).click();
    await expect(page.getByRole('menuitem', { name: 'View page' })).toHaveAttribute('href', `/campaigns/${slug}`);
    await page.keyboard.press('Escape');
    await expect(adminPage.rowMenu(row)).toBeFocused();

    // Two products through Manage Products.
    await adminPage.rowAction(row, 'Products');
    const products = adminPage.dialog('Manage Products');
    await products.getByRole('checkbox', { name: /Kenya Nyeri AA/ }).check();
    await products.getByRole('checkbox', { name: /Midnight Espresso/ }).check();
    await expectAccessible();
    await products.getByRole('button', { name: 'Update Products' }).click();
    await expect(page.getByText('Campaign products updated successfully')).toBeVisible();
    await expect(products).toBeHidden();
    await adminPage.rowAction(row, 'Products');
    await expect(products.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await products.getByRole('button', { name: 'Cancel' }).click();

    // A seeded fundraiser joins through Manage Participants.
    await adminPage.rowAction(row, 'Participants');
    const people = adminPage.dialog('Manage Participants');
    await expect(people.getByText('No participants in this campaign.')).toBeVisible();
    // The people who can join are paged on the server: search narrows them.
    await people.getByLabel('Find people to add').fill('Ava Thomp');
    await expect(people.getByRole('combobox', { name: 'Add a participant' })).toBeEnabled();
    await people.getByRole('combobox', { name: 'Add a participant' }).click();
    await page.getByRole('option', { name: /^Ava Thompson/ }).click();
    await people.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Participant added successfully!')).toBeVisible();
    await expect(people.getByRole('button', { name: 'Remove Ava Thompson' })).toBeVisible();
    await expectAccessible();
    await people.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // Sorting by a header happens on the server and stays in the URL.
    await page.getByRole('columnheader', { name: 'Campaign Name' }).getByRole('button').click();
    await expect(page).toHaveURL(/campaigns\.sort=name/);
    await expect(page.getByRole('columnheader', { name: 'Campaign Name' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('columnheader', { name: 'Campaign Name' }).getByRole('button').click();
    await expect(page).toHaveURL(/campaigns\.sort=-name/);
    await page.getByRole('columnheader', { name: 'Campaign Name' }).getByRole('button').click();
    await expect(page).not.toHaveURL(/campaigns\.sort/);
    await expect(row).toBeVisible();

    // Edit keeps the slug and saves.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = adminPage.dialog('Edit Campaign');
    await expect(edit.getByLabel('URL Slug')).toHaveValue(slug);
    await expect(edit.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Campaign updated successfully!')).toBeVisible();

    // The public leaderboard.
    await page.goto(`/campaigns/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Ava Thompson').first()).toBeVisible();

    // Leave Ava's fundraising as the seed made it for the other specs.
    const listed = (await (await page.request.get('/_api/admin/campaigns')).json()) as {
      campaigns: Array<{ id: number; slug: string | null }>;
    };
    const id = listed.campaigns.find((campaign) => campaign.slug === slug)!.id;
    const participants = (await (
      await page.request.get(`/_api/admin/campaign/participants?campaignId=${id}`)
    ).json()) as { participants: Array<{ id: number }> };
    for (const person of participants.participants) {
      expect(
        (
          await page.request.post('/_api/admin/campaign/participants/remove', {
            data: { campaignId: id, userId: person.id },
          })
        ).status(),
      ).toBe(200);
    }
    expect(
      (await page.request.post('/_api/admin/campaign/update', { data: { id, name, slug, isActive: false } })).status(),
    ).toBe(200);
  });
});
