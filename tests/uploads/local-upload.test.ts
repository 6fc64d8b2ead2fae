import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUT as upload } from '@/app/%5Fapi/images/upload/route';
import { GET as serve } from '@/app/uploads/[...path]/route';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@/lib/validation/images';
import { signLocalUpload, signUploadParams, verifyUploadUrl } from '@/server/storage/local';
import { chunked, filesUnder, putRequest, readJson, sampleImage, useFreshDataDir } from './support';

let dataDir: string;
let uploads: string;
let before: string[];

beforeAll(() => {
  dataDir = useFreshDataDir();
  uploads = path.join(dataDir, 'uploads');
});
beforeEach(() => {
  before = filesUnder(uploads);
});

const signed = (
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' = 'image/png',
  context: 'products' | 'avatars' | 'fundraisers' = 'products',
  now?: number,
) => signLocalUpload({ context, contentType }, now);

async function put(
  uploadUrl: string,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string>,
) {
  const response = await upload(putRequest(uploadUrl, body, headers));
  return { status: response.status, json: await readJson(response) };
}

const get = (publicUrl: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve(new NextRequest(new URL(publicUrl, 'http://localhost:3000'), { method, headers }));

/** The refusal left no file anywhere under DATA_DIR/uploads (final, temporary or partial). */
function expectNothingNewOnDisk() {
  expect(filesUnder(uploads)).toEqual(before);
}

function withParam(uploadUrl: string, name: string, value: string) {
  const url = new URL(uploadUrl, 'http://localhost:3000');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

describe('PUT /_api/images/upload then GET /uploads/...', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'] as const)(
    'stores a %s and serves it back with safe, immutable headers',
    async (type) => {
      const image = await sampleImage(type);
      const { uploadUrl, publicUrl } = signed(type);
      const stored = await put(uploadUrl, image, { 'content-type': type });
      expect(stored).toEqual({ status: 201, json: { publicUrl } });

      const file = path.join(uploads, publicUrl.replace('/uploads/', ''));
      expect(new Uint8Array(readFileSync(file))).toEqual(image);
      expect(filesUnder(uploads)).toEqual([...before, path.relative(uploads, file)].sort());

      const response = await get(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('content-length')).toBe(String(image.length));
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(image);
    },
  );

  it('accepts a body that arrives in chunks and a content type with parameters', async () => {
    const image = await sampleImage('image/png', 900, 500);
    const { uploadUrl, publicUrl } = signed('image/png', 'avatars');
    expect(await put(uploadUrl, chunked(image, 1000), { 'content-type': 'image/png; charset=binary' })).toEqual({
      status: 201,
      json: { publicUrl },
    });
    expect((await get(publicUrl)).status).toBe(200);
  });

  it('answers a revalidation with 304 and HEAD without a body', async () => {
    const { uploadUrl, publicUrl } = signed('image/webp');
    await put(uploadUrl, await sampleImage('image/webp'), { 'content-type': 'image/webp' });
    const first = await get(publicUrl);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await get(publicUrl, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toContain('immutable');
    const head = await get(publicUrl, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(await head.text()).toBe('');
  });

  it('answers 404 for unknown, malformed and escaping paths', async () => {
    for (const url of [
      '/uploads/products/0123456789abcdef0123456789abcdef.png',
      '/uploads/products/../../auth-secret',
      '/uploads/products/%2e%2e%2f%2e%2e%2fauth-secret',
      '/uploads/.incoming/0123456789abcdef0123456789abcdef.png',
      '/uploads/products/0123456789ABCDEF0123456789ABCDEF.png',
      '/uploads/products/0123456789abcdef0123456789abcdef.svg',
      '/uploads/',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: 'Image not found.' });
    }
  });

  it('does not follow a symlink planted in the uploads folder', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
    mkdirSync(path.join(uploads, 'avatars'), { recursive: true });
    symlinkSync(
      path.join(dataDir, 'secret.txt'),
      path.join(uploads, 'avatars', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'),
    );
    expect((await get('/uploads/avatars/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png')).status).toBe(404);
  });
});

describe('PUT /_api/images/upload refuses, leaving nothing on disk', () => {
  it('a file that claims to be PNG but is not', async () => {
    const { uploadUrl, publicUrl } = signed('image/png');
    const jpeg = await sampleImage('image/jpeg');
    expect(await put(uploadUrl, jpeg, { 'content-type': 'image/png' })).toEqual({
      status: 415,
      json: { error: 'The file is not a valid PNG image.' },
    });
    const text = new TextEncoder().encode('just some text pretending to be a picture');
    expect(await put(uploadUrl, text, { 'content-type': 'image/png' })).toEqual({
      status: 415,
      json: { error: 'The file is not a valid PNG image.' },
    });
    expectNothingNewOnDisk();
    expect((await get(publicUrl)).status).toBe(404);
  });

  it('an HTML page or an SVG sent as an image', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    for (const type of ['image/png', 'image/jpeg', 'image/webp'] as const) {
      const { uploadUrl } = signed(type);
      const label = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' }[type];
      expect(await put(uploadUrl, html, { 'content-type': type })).toEqual({
        status: 415,
        json: { error: `The file is not a valid ${label} image.` },
      });
      expect(await put(uploadUrl, svg, { 'content-type': type })).toEqual({
        status: 415,
        json: { error: `The file is not a valid ${label} image.` },
      });
    }
    expectNothingNewOnDisk();
  });

  it('an SVG or HTML content type, whether sent or written into the URL', async () => {
    const { uploadUrl } = signed('image/png');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await put(uploadUrl, svg, { 'content-type': 'image/svg+xml' })).toEqual({
      status: 415,
      json: { error: 'Content-Type must be image/png, the type this upload was signed for.' },
    });
    expect(await put(withParam(uploadUrl, 'type', 'image/svg+xml'), svg, { 'content-type': 'image/svg+xml' })).toEqual({
      status: 415,
      json: { error: IMAGE_TYPE_MESSAGE },
    });
    expect(await put(withParam(uploadUrl, 'type', 'text/html'), svg, { 'content-type': 'text/html' })).toEqual({
      status: 415,
      json: { error: IMAGE_TYPE_MESSAGE },
    });
    expect((await put(uploadUrl, svg, {})).status).toBe(415);
    expectNothingNewOnDisk();
  });

  it('a real PNG header in front of something else', async () => {
    const { uploadUrl } = signed('image/png');
    const png = await sampleImage('image/png');
    const polyglot = new Uint8Array([
      ...png.slice(0, 16),
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    ]);
    expect(await put(uploadUrl, polyglot, { 'content-type': 'image/png' })).toEqual({
      status: 415,
      json: { error: 'The file is not a valid PNG image.' },
    });
    expectNothingNewOnDisk();
  });

  it('a 6 MB file, declared or streamed, and stops reading past 5 MB', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await sampleImage('image/png'));
    const { uploadUrl } = signed('image/png');
    const counting = () => {
      const source = chunked(big, 256 * 1024).getReader();
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await source.read();
          if (done) return controller.close();
          stream.pulled += value.length;
          controller.enqueue(value);
        },
      }) as ReadableStream<Uint8Array> & { pulled: number };
      stream.pulled = 0;
      return stream;
    };

    // Declared too large: refused before reading.
    const declared = counting();
    expect(
      await put(uploadUrl, declared, { 'content-type': 'image/png', 'content-length': String(big.length) }),
    ).toEqual({
      status: 413,
      json: { error: IMAGE_SIZE_MESSAGE },
    });
    expect(declared.pulled).toBeLessThanOrEqual(256 * 1024);

    // Not declared: reading stops once past 5 MB.
    const streamed = counting();
    expect(await put(uploadUrl, streamed, { 'content-type': 'image/png' })).toEqual({
      status: 413,
      json: { error: IMAGE_SIZE_MESSAGE },
    });
    expect(streamed.pulled).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(streamed.pulled).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 2 * 256 * 1024);

    expect(await put(uploadUrl, big, { 'content-type': 'image/png' })).toEqual({
      status: 413,
      json: { error: IMAGE_SIZE_MESSAGE },
    });
    expectNothingNewOnDisk();
  });

  it('an image of more than 50 megapixels even under 5 MB', async () => {
    const { uploadUrl } = signed('image/png');
    const huge = await sampleImage('image/png', 10_000, 6_000);
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await put(uploadUrl, huge, { 'content-type': 'image/png' })).toEqual({
      status: 413,
      json: { error: 'Image dimensions are too large.' },
    });
    expectNothingNewOnDisk();
  });

  it('an expired link', async () => {
    const { uploadUrl } = signed('image/png', 'products', Date.now() - 11 * 60_000);
    expect(await put(uploadUrl, await sampleImage('image/png'), { 'content-type': 'image/png' })).toEqual({
      status: 403,
      json: { error: 'This upload link has expired. Please try again.' },
    });
    expectNothingNewOnDisk();
  });

  it('a tampered signature, key, type or expiry', async () => {
    const image = await sampleImage('image/png');
    const { uploadUrl } = signed('image/png');
    const url = new URL(uploadUrl, 'http://localhost:3000');
    const sig = url.searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const tampered = [
      withParam(uploadUrl, 'sig', flipped),
      withParam(uploadUrl, 'key', `products/${'0'.repeat(32)}.png`),
      withParam(uploadUrl, 'key', url.searchParams.get('key')!.replace('products/', 'avatars/')),
      withParam(uploadUrl, 'expires', String(Number(url.searchParams.get('expires')) + 3600)),
      withParam(
        withParam(uploadUrl, 'type', 'image/jpeg'),
        'key',
        url.searchParams.get('key')!.replace('.png', '.jpg'),
      ),
      withParam(uploadUrl, 'sig', signed('image/png').uploadUrl.split('sig=')[1]!),
    ];
    for (const bad of tampered) {
      const contentType = bad.includes('image%2Fjpeg') ? 'image/jpeg' : 'image/png';
      expect(await put(bad, image, { 'content-type': contentType }), bad).toEqual({
        status: 403,
        json: { error: 'Invalid upload signature.' },
      });
    }
    expectNothingNewOnDisk();
  });

  it('a malformed link', async () => {
    const image = await sampleImage('image/png');
    const { uploadUrl } = signed('image/png');
    for (const bad of [
      '/_api/images/upload',
      withParam(uploadUrl, 'sig', 'short'),
      withParam(uploadUrl, 'expires', 'tomorrow'),
      withParam(uploadUrl, 'type', 'image/jpeg'),
    ]) {
      expect(await put(bad, image, { 'content-type': 'image/png' }), bad).toEqual({
        status: 400,
        json: { error: 'Invalid upload URL.' },
      });
    }
    expectNothingNewOnDisk();
  });

  it('a path-traversal key, even one carrying a valid signature', async () => {
    const image = await sampleImage('image/png');
    const expires = Math.floor(Date.now() / 1000) + 600;
    for (const key of [
      '../../evil.png',
      'products/../../evil.png',
      `products/../avatars/${'a'.repeat(32)}.png`,
      `/etc/${'a'.repeat(32)}.png`,
      `products/${'a'.repeat(32)}.png/../../../evil.png`,
      `products\\..\\${'a'.repeat(32)}.png`,
      `.incoming/${'a'.repeat(32)}.png`,
      `products/${'a'.repeat(31)}.png`,
      `products/${'a'.repeat(32)}.png\u0000.txt`,
    ]) {
      const params = new URLSearchParams({
        key,
        type: 'image/png',
        expires: String(expires),
        sig: signUploadParams(key, 'image/png', expires),
      });
      expect(await put(`/_api/images/upload?${params}`, image, { 'content-type': 'image/png' }), key).toEqual({
        status: 400,
        json: { error: 'Invalid upload URL.' },
      });
    }
    expectNothingNewOnDisk();
    expect(existsSync(path.join(dataDir, 'evil.png'))).toBe(false);
    expect(existsSync(path.join(uploads, '..', '..', 'evil.png'))).toBe(false);
  });

  it('a second PUT to the same key, keeping the first file intact', async () => {
    const first = await sampleImage('image/png', 40, 40);
    const second = await sampleImage('image/png', 80, 80);
    const { uploadUrl, publicUrl } = signed('image/png');
    expect((await put(uploadUrl, first, { 'content-type': 'image/png' })).status).toBe(201);
    before = filesUnder(uploads);
    expect(await put(uploadUrl, second, { 'content-type': 'image/png' })).toEqual({
      status: 409,
      json: { error: 'An image was already uploaded with this link.' },
    });
    expectNothingNewOnDisk();
    expect(new Uint8Array(readFileSync(path.join(uploads, publicUrl.replace('/uploads/', ''))))).toEqual(first);
  });

  it('the loser of two simultaneous PUTs to the same key', async () => {
    const { uploadUrl } = signed('image/jpeg');
    const [a, b] = await Promise.all([
      put(uploadUrl, await sampleImage('image/jpeg', 300, 200), { 'content-type': 'image/jpeg' }),
      put(uploadUrl, await sampleImage('image/jpeg', 200, 300), { 'content-type': 'image/jpeg' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(filesUnder(uploads).length).toBe(before.length + 1);
    expect(filesUnder(uploads).some((f) => f.startsWith('.incoming'))).toBe(false);
  });

  it('an empty body', async () => {
    const { uploadUrl } = signed('image/webp');
    expect(await put(uploadUrl, null, { 'content-type': 'image/webp' })).toEqual({
      status: 400,
      json: { error: 'The file is empty.' },
    });
    expect(await put(uploadUrl, new Uint8Array(0), { 'content-type': 'image/webp' })).toEqual({
      status: 400,
      json: { error: 'The file is empty.' },
    });
    expectNothingNewOnDisk();
  });

  it('a cross-site PUT', async () => {
    const { uploadUrl } = signed('image/png');
    const response = await put(uploadUrl, await sampleImage('image/png'), {
      'content-type': 'image/png',
      origin: 'https://evil.example',
    });
    expect(response).toEqual({ status: 403, json: { error: 'Cross-site request refused.' } });
    expectNothingNewOnDisk();
  });
});

describe('upload URL signature', () => {
  it('is bound to the key, type and expiry and checked in constant time', () => {
    const now = Date.now();
    const { uploadUrl } = signLocalUpload({ context: 'avatars', contentType: 'image/webp' }, now);
    const params = new URL(uploadUrl, 'http://localhost:3000').searchParams;
    expect(verifyUploadUrl(params, now)).toEqual({ key: params.get('key'), contentType: 'image/webp' });
    expect(verifyUploadUrl(params, now + 9 * 60_000).key).toBe(params.get('key'));
    expect(() => verifyUploadUrl(params, now + 11 * 60_000)).toThrow('This upload link has expired. Please try again.');
    const expires = Number(params.get('expires'));
    expect(signUploadParams(params.get('key')!, 'image/webp', expires)).toBe(params.get('sig'));
    expect(signUploadParams(params.get('key')!, 'image/png', expires)).not.toBe(params.get('sig'));
    expect(signUploadParams(params.get('key')!, 'image/webp', expires + 1)).not.toBe(params.get('sig'));
  });
});

describe('an interrupted upload', () => {
  it('answers 400 and leaves nothing behind', async () => {
    const before = filesUnder(uploads);
    const image = await sampleImage('image/png', 400, 300);
    let sent = false;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(image.slice(0, 64));
        } else controller.error(new Error('socket hang up'));
      },
    });
    const { uploadUrl } = signLocalUpload({ context: 'avatars', contentType: 'image/png' });
    const response = await upload(putRequest(uploadUrl, broken, { 'content-type': 'image/png' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The upload was interrupted. Please try again.' });
    expect(filesUnder(uploads)).toEqual(before);
  });
});
