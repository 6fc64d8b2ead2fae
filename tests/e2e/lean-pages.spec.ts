import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Text that only the form checks (zod), the form and data libraries and the toaster contain. */
const LIBRARY_MARKERS = {
  zod: 'ZodError',
  'react-hook-form': 'HookFormContext',
  '@tanstack/query': 'No mutationFn found',
  sonner: 'Close toast',
};

async function scriptTexts(page: Page, urls: string[]) {
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test.describe('lean public pages', () => {
  test.skip(({ isMobile }) => isMobile, 'script loading is the same at every width');

  test('a public page loads no schema, form, data or toast library until the visitor reaches for a form', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const firstLoad = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => !s.noModule).map((s) => s.src),
    );
    const firstLoadText = (await scriptTexts(page, firstLoad)).join('\n');
    for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
      expect(firstLoadText.includes(marker), `${library} in the first load`).toBe(false);
    }

    // From here every script is a lazily loaded one: hold each back so the typing below lands before the form's code.
    const late: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      late.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const name = page.getByLabel('Name');
    const fieldNode = await name.elementHandle();
    await name.pressSequentially('Jordan Miles');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('jordan@');
    // The form's checks arrive while typing goes on, into the very same inputs (nothing is swapped).
    await expect.poll(() => late.length).toBeGreaterThan(0);
    await page.keyboard.type('example.com');
    await expect(name).toHaveValue('Jordan Miles');
    await expect(page.getByLabel('Email')).toHaveValue('jordan@example.com');
    expect(await fieldNode!.evaluate((node) => node.isConnected)).toBe(true);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Subject must be at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Name must be at least 2 characters.')).toHaveCount(0);
    const withToaster = (await scriptTexts(page, late)).join('\n');
    expect(withToaster.includes(LIBRARY_MARKERS.zod), 'the schema arrives with the form').toBe(true);
    expect(withToaster.includes(LIBRARY_MARKERS.sonner), 'the toaster has not been needed yet').toBe(false);
  });

  test('a submit before the form code arrives is not lost: it validates once the form is live', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByLabel('First Name').fill('Early');
    await checkout.getByLabel('First Name').press('Enter');
    await expect(checkout.getByText('Last name is required.')).toBeVisible();
    await expect(checkout.getByLabel('First Name')).toHaveValue('Early');
  });
});
