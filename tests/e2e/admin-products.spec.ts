import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';

const uniqueName = (label: string, project: string) =>
  `${label} ${project} ${Date.now()}-${randomBytes(2).toString('hex')}`;

test.describe('admin products', () => {
  test('an admin adds a product with a cropped image and customers see it in the shop', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    // A long journey (form, crop dialog, upload, the shop) with three accessibility scans: slow on a 2-core machine.
    test.slow();
    const name = uniqueName('E2E Sunrise Roast', testInfo.project.name);
    const pngPath = path.join(
      os.tmpdir(),
      `sg-e2e-product-${testInfo.project.name}-${randomBytes(4).toString('hex')}.png`,
    );
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b8642f' } })
      .png()
      .toFile(pngPath);

    try {
      await adminPage.open('overview');
      await expect(page.getByText('Total Campaigns')).toBeVisible();
      await adminPage.switchTo('products');
      await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'Kenya Nyeri AA' })).toBeVisible();

      // The tab survives a reload.
      await page.reload();
      await expect(adminPage.tab('products')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('rowheader', { name: 'Kenya Nyeri AA' })).toBeVisible();
      await expectAccessible();

      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = adminPage.dialog('Add Product');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Product name is required.')).toBeVisible();
      await dialog.getByLabel('Price (USD)').fill('-3');
      await dialog.getByLabel('Cost (USD)').click();
      await expect(dialog.getByText('Price must be a positive number.')).toBeVisible();

      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Description').fill('Stone fruit, brown sugar and a long cocoa finish.');
      await dialog.getByLabel('Price (USD)').fill('19.99');
      await dialog.getByLabel('Cost (USD)').fill('7.25');
      await dialog.getByLabel('Category').fill('Single Origin');
      await expect(dialog.getByText('Price must be a positive number.')).toBeHidden();

      await dialog.getByLabel('Product image file').setInputFiles(pngPath);
      const crop = adminPage.dialog('Crop Your Image');
      await expect(crop).toBeVisible();
      const zoom = crop.getByRole('slider', { name: 'Zoom' });
      await zoom.focus();
      for (let i = 0; i < 25; i += 1) await zoom.press('ArrowRight');
      await expect(zoom).toHaveAttribute('aria-valuenow', '1.25');
      await expectAccessible();
      await crop.getByRole('button', { name: 'Confirm' }).click();
      await expect(crop).toBeHidden();
      await expect(dialog.getByRole('img', { name: 'Product image preview' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Replace product image' })).toBeVisible();
      await expectAccessible();

      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Product created successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = adminPage.row(name);
      await expect(row).toBeVisible();
      await expect(row).toContainText('Single Origin');
      await expect(row).toContainText('$19.99');
      await expect(row).toContainText('$7.25');
      await expect(row).toContainText('63.7%');
      await expect(row).toContainText('Active');
      await expect(row.locator('img')).toHaveAttribute(
        'src',
        /\/_next\/image\?url=%2Fuploads%2Fproducts%2F[0-9a-f]{32}\.png/,
      );

      const listed = (await (await page.request.get('/_api/admin/products')).json()) as {
        products: Array<{ name: string; price: string; cost: string; imageUrl: string | null }>;
      };
      const saved = listed.products.find((product) => product.name === name)!;
      expect(saved).toMatchObject({ price: '19.99', cost: '7.25' });
      expect(saved.imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
      const cropped = await sharp(Buffer.from(await (await page.request.get(saved.imageUrl!)).body())).metadata();
      expect(cropped.format).toBe('png');
      // Cropped to 16:9 from a 4:3 original.
      expect(Math.abs(cropped.width! / cropped.height! - 16 / 9)).toBeLessThan(0.02);

      // The shop's card shows the uploaded image through next/image.
      await page.goto('/products');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
      await expect(card).toContainText('$19.99');
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      const src = await image.getAttribute('src');
      expect(src).toMatch(/^\/_next\/image\?url=%2Fuploads%2Fproducts%2F[0-9a-f]{32}\.png&/);
      expect(decodeURIComponent(new URL(src!, 'http://x').searchParams.get('url')!)).toBe(saved.imageUrl);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      // Leave the shared catalogue as the seed made it for the other specs.
      const all = (await (await page.request.get('/_api/admin/products')).json()) as {
        products: Array<{ id: number; name: string }>;
      };
      const id = all.products.find((product) => product.name === name)!.id;
      expect((await page.request.post('/_api/admin/product/permanentdelete', { data: { id } })).status()).toBe(200);
    } finally {
      await rm(pngPath, { force: true });
    }
  });

  test('deactivate hides a product from the shop, restore brings it back, Delete Forever asks twice', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    // Six screens and three accessibility scans: slow on a 2-core machine.
    test.slow();
    const name = uniqueName('E2E Lifecycle Roast', testInfo.project.name);
    // The product is set up through the API: its lifecycle, not the create form, is what this proves.
    const created = await page.request.post('/_api/admin/product', {
      data: { name, price: '12.00', cost: '12.00', category: 'Blend' },
    });
    expect(created.status()).toBe(201);

    await adminPage.open('products');
    const row = adminPage.row(name);
    await expect(row).toContainText('0.0%');
    await expect(row.locator('img')).toHaveAttribute('src', /placeholder-product\.webp/);

    // Deactivate: gone from the Active list and from the shop.
    await adminPage.rowAction(row, 'Deactivate');
    await expect(page.getByText('Product deactivated successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Coffee' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);

    // Restore from the Inactive list.
    await adminPage.open('products');
    await adminPage.choose('Filter', 'Inactive Only');
    // The filter is applied by the server and kept in the URL.
    await expect(page).toHaveURL(/products\.status=inactive/);
    await expect(row).toHaveAttribute('data-status', 'inactive');
    await expect(row).toContainText('Inactive');
    await expectAccessible();
    await adminPage.rowAction(row, 'Restore');
    await expect(page.getByText('Product restored successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await adminPage.choose('Filter', 'All Products');
    await expect(row).toHaveAttribute('data-status', 'active');
    await page.goto('/products');
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(1);

    // Delete Forever: the second step can still keep the product.
    await adminPage.open('products');
    await adminPage.rowAction(row, 'Delete Forever');
    const warning = page.getByRole('alertdialog', { name: `Delete “${name}” forever?` });
    await expect(warning).toContainText('Past orders are kept');
    await expectAccessible();
    await warning.getByRole('button', { name: 'Yes, Continue' }).click();
    const final = page.getByRole('alertdialog', { name: 'FINAL CONFIRMATION' });
    await expect(final).toBeVisible();
    await expect(final.getByRole('button', { name: 'No, Keep Product' })).toBeFocused();
    await final.getByRole('button', { name: 'No, Keep Product' }).click();
    await expect(final).toBeHidden();
    await expect(row).toBeVisible();

    await adminPage.rowAction(row, 'Delete Forever');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Continue' }).click();
    await expect(final).toBeVisible();
    await expectAccessible();
    await final.getByRole('button', { name: 'Permanently Delete' }).click();
    await expect(page.getByText('Product permanently deleted.')).toBeVisible();
    await expect(final).toBeHidden();
    await expect(row).toHaveCount(0);
    await adminPage.choose('Filter', 'All Products');
    await expect(row).toHaveCount(0);
    const listed = (await (await page.request.get('/_api/admin/products?status=all')).json()) as {
      products: Array<{ name: string }>;
    };
    expect(listed.products.some((product) => product.name === name)).toBe(false);
  });

  test('loading, failure and saving states: skeleton, Error Loading Data, Saving... that cannot be closed, failure toast', async ({
    page,
    adminPage,
  }, testInfo) => {
    await adminPage.open();

    // The list is slow: ten skeleton rows. Then it fails: 'Error Loading Data' with the server's message.
    let releaseList!: () => void;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    // The list asks for one page of the filter: /_api/admin/products?page=1&pageSize=25&status=active.
    const productList = /\/_api\/admin\/products\?/;
    await page.route(productList, async (route) => {
      await listHeld;
      await route.fulfill({ status: 400, json: { error: 'Simulated list failure.' } });
    });
    await adminPage.tab('products').click();
    await expect(page.getByTestId('skeleton-row')).toHaveCount(10);
    releaseList();
    // The query retries a failed load three times (about 7 s) before it gives up.
    await expect(page.getByText('Error Loading Data')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Simulated list failure.')).toBeVisible();
    await page.unroute(productList);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('rowheader', { name: 'Kenya Nyeri AA' })).toBeVisible();
    await expect(page.getByText('Error Loading Data')).toBeHidden();

    // Saving: the button reads 'Saving...' and neither Escape nor Cancel closes the dialog; a failure keeps the entries.
    let releaseSave!: () => void;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route('**/_api/admin/product', async (route) => {
      await saveHeld;
      await route.fulfill({ status: 409, json: { error: 'Simulated conflict.' } });
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = adminPage.dialog('Add Product');
    const name = uniqueName('E2E Never Saved', testInfo.project.name);
    await dialog.getByLabel('Name').fill(name);
    // A non-numeric or empty number field becomes 0 ('1e' is not a number; the browser reports it as empty).
    await dialog.getByLabel('Price (USD)').pressSequentially('1e');
    await dialog.getByLabel('Cost (USD)').click();
    await expect(dialog.getByLabel('Price (USD)')).toHaveValue('0');
    await dialog.getByLabel('Category').click();
    await expect(dialog.getByLabel('Cost (USD)')).toHaveValue('0');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    releaseSave();
    await expect(page.getByText('Failed to create product: Simulated conflict.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Product' })).toBeFocused();
  });
});
