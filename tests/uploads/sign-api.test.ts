import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as sign } from '@/app/%5Fapi/images/sign/route';
import { ROLE_LABELS } from '@/lib/roles';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@/lib/validation/images';
import { call } from '../support/http';
import { filesUnder, signedIn, useFreshDataDir } from './support';

let uploads: string;
beforeAll(() => {
  uploads = path.join(useFreshDataDir(), 'uploads');
});

const signAs = (headers: Record<string, string>, body: unknown) =>
  call(sign, { method: 'POST', path: '/_api/images/sign', body, headers });

describe('POST /_api/images/sign', () => {
  it('answers 401 to a guest', async () => {
    const { status, json } = await signAs({}, { context: 'avatars', contentType: 'image/png' });
    expect(status).toBe(401);
    expect(json).toEqual({ error: 'You must be signed in.' });
  });

  it.each(['fundraiser_captain', 'sub_account'] as const)(
    'answers 403 to a %s signing a product image',
    async (role) => {
      const { headers } = await signedIn(role);
      const { status, json } = await signAs(headers, { context: 'products', contentType: 'image/jpeg', size: 1000 });
      expect(status).toBe(403);
      expect(json).toEqual({ error: `Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.` });
    },
  );

  it.each(['avatars', 'fundraisers'] as const)('lets any signed-in user sign a %s image', async (context) => {
    const { headers } = await signedIn('sub_account');
    const { status, json } = await signAs(headers, { context, contentType: 'image/webp', size: 2048 });
    expect(status).toBe(200);
    expect(json.publicUrl).toMatch(new RegExp(`^/uploads/${context}/[a-f0-9]{32}\\.webp$`));
  });

  it('gives an admin an upload URL and the public URL of the future file', async () => {
    const { headers } = await signedIn('admin');
    const {
      status,
      json,
      headers: responseHeaders,
    } = await signAs(headers, { context: 'products', contentType: 'image/jpeg' });
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['publicUrl', 'uploadUrl']);
    expect(json.publicUrl).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.jpg$/);
    const upload = new URL(json.uploadUrl, 'http://localhost:3000');
    expect(upload.pathname).toBe('/_api/images/upload');
    expect(upload.searchParams.get('key')).toBe(json.publicUrl.replace('/uploads/', ''));
    expect(upload.searchParams.get('type')).toBe('image/jpeg');
    const expires = Number(upload.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(upload.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(responseHeaders.get('cache-control')).toBe('no-store');
  });

  it('never hands out the same key twice', async () => {
    const { headers } = await signedIn('admin');
    const urls = await Promise.all(
      Array.from({ length: 5 }, () => signAs(headers, { context: 'products', contentType: 'image/png' })),
    );
    expect(new Set(urls.map((r) => r.json.publicUrl)).size).toBe(5);
  });

  it.each(['image/svg+xml', 'text/html', 'image/gif', 'application/octet-stream', '', 42])(
    'refuses content type %j with 400 and the formats message',
    async (contentType) => {
      const { headers } = await signedIn('admin');
      const { status, json } = await signAs(headers, { context: 'products', contentType });
      expect(status).toBe(400);
      expect(json).toEqual({ error: IMAGE_TYPE_MESSAGE });
    },
  );

  it('refuses a missing content type with the formats message', async () => {
    const { headers } = await signedIn('admin');
    const { status, json } = await signAs(headers, { context: 'products' });
    expect(status).toBe(400);
    expect(json).toEqual({ error: IMAGE_TYPE_MESSAGE });
  });

  it('refuses a declared size over 5 MB, and accepts exactly 5 MB', async () => {
    const { headers } = await signedIn('admin');
    const tooBig = await signAs(headers, { context: 'products', contentType: 'image/png', size: MAX_IMAGE_BYTES + 1 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json).toEqual({ error: IMAGE_SIZE_MESSAGE });
    const sixMb = await signAs(headers, { context: 'products', contentType: 'image/png', size: 6 * 1024 * 1024 });
    expect(sixMb.json).toEqual({ error: IMAGE_SIZE_MESSAGE });
    const limit = await signAs(headers, { context: 'products', contentType: 'image/png', size: MAX_IMAGE_BYTES });
    expect(limit.status).toBe(200);
  });

  it.each([
    [{ size: 0 }, 'Invalid file.'],
    [{ size: -5 }, 'Invalid file.'],
    [{ size: 1.5 }, 'Invalid file.'],
    [{ size: '100' }, 'Invalid file.'],
    [{ context: 'documents' }, 'Upload context must be products, fundraisers or avatars.'],
    [{ context: '../etc' }, 'Upload context must be products, fundraisers or avatars.'],
    [{ extra: true }, 'Unknown field: extra.'],
  ])('refuses %j with 400', async (change, message) => {
    const { headers } = await signedIn('admin');
    const { status, json } = await signAs(headers, { context: 'avatars', contentType: 'image/png', ...change });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('writes nothing to disk', () => {
    expect(filesUnder(uploads)).toEqual([]);
  });
});
