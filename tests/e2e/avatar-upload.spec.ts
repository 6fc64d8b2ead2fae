import path from 'node:path';
import { expect, test } from './support/fixtures';

const IMAGE = path.resolve(import.meta.dirname, '../../public/images/founders/maya.webp');

test('a signed-in user uploads and crops an avatar in settings, and it is kept', async ({
  page,
  expectAccessible,
}, testInfo) => {
  const email = `avatar-${testInfo.project.name}-${Date.now()}@example.com`;
  const account = {
    firstName: 'Ava',
    lastName: 'Tar',
    displayName: 'Avatar Tester',
    email,
    password: 'Avatar-pass-1',
    phone: null,
  };
  expect((await page.request.post('/_api/auth/register_with_password', { data: account })).status()).toBe(201);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
  await page.getByLabel('Avatar file').setInputFiles(IMAGE);

  const dialog = page.getByRole('dialog', { name: 'Crop Your Image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  const preview = page.getByRole('img', { name: 'Avatar preview' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace avatar' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  const session = await (await page.request.get('/_api/auth/session')).json();
  expect(session.user.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  const served = await page.request.get(session.user.avatarUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await page.reload();
  await expect(page.getByRole('img', { name: 'Avatar preview' })).toBeVisible();

  // The preview stays round beside its buttons however narrow the screen (issue 26: it shrank into an oval).
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const frame = (await page.getByRole('img', { name: 'Avatar preview' }).locator('..').boundingBox())!;
    expect(
      Math.abs(frame.width - frame.height),
      `avatar at ${width} px: ${frame.width} × ${frame.height}`,
    ).toBeLessThan(1);
    expect(frame.width).toBeGreaterThan(100);
  }
  await page.screenshot({ path: testInfo.outputPath('avatar-320.png') });
});
