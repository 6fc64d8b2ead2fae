import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as sign } from '@/app/%5Fapi/images/sign/route';
import { PUT as upload } from '@/app/%5Fapi/images/upload/route';
import { GET as serve } from '@/app/uploads/[...path]/route';
import { toCroppedFile } from '@/components/uploads/crop-image';
import {
  croppedOutputSize,
  cropErrorMessage,
  dropzoneErrorMessage,
  imageTypeOf,
  uploadErrorMessage,
  uploadImage,
} from '@/components/uploads/upload-image';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@/lib/validation/images';
import { filesUnder, sampleImage, signedIn, useFreshDataDir } from './support';

/*
 * The uploader's logic outside the browser: its messages (spec admin.md sections 5 and 8), the crop output size,
 * and the sign-then-PUT flow run against the real handlers through a stubbed fetch.
 */

let uploads: string;
beforeAll(() => {
  uploads = path.join(useFreshDataDir(), 'uploads');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Sends the uploader's fetch calls to the route handlers, as the signed-in user's browser would. */
function routeFetchTo(cookie: string | null) {
  const calls: Array<{ url: string; method: string; contentType: string | null; body: unknown }> = [];
  const fetchStub = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const headers = new Headers(init.headers);
    if (cookie && init.credentials !== 'omit') headers.set('cookie', cookie);
    calls.push({
      url: url.toString(),
      method: init.method ?? 'GET',
      contentType: headers.get('content-type'),
      body: init.body,
    });
    const request = new NextRequest(url, {
      method: init.method,
      headers,
      body: init.body as BodyInit,
      signal: init.signal ?? undefined,
    });
    if (url.pathname === '/_api/images/sign') return sign(request);
    if (url.pathname === '/_api/images/upload') return upload(request);
    if (url.pathname.startsWith('/uploads/')) return serve(request);
    throw new TypeError('fetch failed');
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

const fileOf = async (type: 'image/png' | 'image/jpeg' | 'image/webp', name = 'beans.png') =>
  new File([await sampleImage(type)], name, { type });

describe('dropzone messages', () => {
  it.each([
    ['too-many-files', 'Maximum 1 file(s) allowed'],
    ['file-invalid-type', 'Invalid file type. Accepted: .jpg, .jpeg, .png, .webp'],
    ['file-too-large', 'File size exceeds 5MB limit'],
    ['something-else', 'Invalid file.'],
  ])('%s → %s', (code, message) => {
    expect(dropzoneErrorMessage([{ errors: [{ code, message: 'library text' }] }])).toBe(message);
  });

  it('says nothing when nothing was rejected, and names the limit it was given', () => {
    expect(dropzoneErrorMessage([])).toBeNull();
    expect(dropzoneErrorMessage([{ errors: [{ code: 'too-many-files', message: '' }] }], 3)).toBe(
      'Maximum 3 file(s) allowed',
    );
  });
});

describe('crop output', () => {
  it.each([
    [
      { width: 4000, height: 2250 },
      { width: 1920, height: 1080 },
    ],
    [
      { width: 3000, height: 3000 },
      { width: 1080, height: 1080 },
    ],
    [
      { width: 1280, height: 720 },
      { width: 1280, height: 720 },
    ],
    [
      { width: 5000, height: 1000 },
      { width: 1920, height: 384 },
    ],
    [
      { width: 0.4, height: 0.4 },
      { width: 1, height: 1 },
    ],
  ])('fits %j within 1920×1080 as %j, never enlarging', (crop, size) => {
    expect(croppedOutputSize(crop)).toEqual(size);
  });

  it('keeps the original name and type, and follows the browser when it could only encode PNG', () => {
    const same = toCroppedFile(
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }),
      'roast.webp',
      'image/webp',
    );
    expect([same.name, same.type]).toEqual(['roast.webp', 'image/webp']);
    const fallback = toCroppedFile(
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
      'roast.webp',
      'image/webp',
    );
    expect([fallback.name, fallback.type]).toEqual(['roast.png', 'image/png']);
    expect(() => toCroppedFile(new Blob([]), 'roast.webp', 'image/webp')).toThrow(
      'Failed to create cropped image file.',
    );
  });

  it('words crop failures as the spec does', () => {
    expect(cropErrorMessage(new Error('Canvas is empty'))).toBe('An error occurred during cropping: Canvas is empty');
    expect(cropErrorMessage(new Error('Could not get canvas context.'))).toBe(
      'An error occurred during cropping: Could not get canvas context.',
    );
    expect(cropErrorMessage('boom')).toBe('An unknown error occurred during cropping.');
    expect(uploadErrorMessage('boom')).toBe('An unknown error occurred during upload.');
    expect(uploadErrorMessage(new Error('Failed to upload image to storage.'))).toBe(
      'Failed to upload image to storage.',
    );
  });

  it('knows a file type from its MIME type or extension', () => {
    expect(imageTypeOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('image/jpeg');
    expect(imageTypeOf({ type: 'image/jpg', name: 'a.jpg' })).toBe('image/jpeg');
    expect(imageTypeOf({ type: '', name: 'A.JPEG' })).toBe('image/jpeg');
    expect(imageTypeOf({ type: '', name: 'a.webp' })).toBe('image/webp');
    expect(imageTypeOf({ type: 'image/svg+xml', name: 'a.png' })).toBeNull();
    expect(imageTypeOf({ type: '', name: 'a.gif' })).toBeNull();
  });
});

describe('uploadImage (sign, then PUT to the signed URL)', () => {
  it('uploads through the real endpoints and resolves to a URL that serves the image', async () => {
    const { headers } = await signedIn('admin');
    const { calls } = routeFetchTo(headers.cookie);
    const file = await fileOf('image/webp', 'beans.webp');
    const url = await uploadImage(file, 'products');
    expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.contentType])).toEqual([
      ['POST', '/_api/images/sign', 'application/json'],
      ['PUT', '/_api/images/upload', 'image/webp'],
    ]);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      context: 'products',
      contentType: 'image/webp',
      size: file.size,
    });
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it("surfaces the server's refusal, e.g. a member uploading a product image", async () => {
    const { headers } = await signedIn('sub_account');
    routeFetchTo(headers.cookie);
    await expect(uploadImage(await fileOf('image/png'), 'products')).rejects.toThrow(
      'Access denied. Your role (User) lacks required permissions.',
    );
    await expect(uploadImage(await fileOf('image/png'), 'avatars')).resolves.toMatch(/^\/uploads\/avatars\//);
  });

  it('checks type and size before calling the server', async () => {
    const { fetchStub } = routeFetchTo(null);
    await expect(uploadImage(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), 'avatars')).rejects.toThrow(
      IMAGE_TYPE_MESSAGE,
    );
    await expect(
      uploadImage(new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' }), 'avatars'),
    ).rejects.toThrow(IMAGE_SIZE_MESSAGE);
    await expect(uploadImage(new File([], 'empty.png', { type: 'image/png' }), 'avatars')).rejects.toThrow(
      'Invalid file.',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to get presigned URL' when signing fails without a message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(uploadImage(await fileOf('image/png'), 'avatars')).rejects.toThrow('Failed to get presigned URL');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(uploadImage(await fileOf('image/png'), 'avatars')).rejects.toThrow('Failed to get presigned URL');
  });

  it("reports 'Failed to upload image to storage.' when the PUT is refused or the network drops", async () => {
    const { headers } = await signedIn('admin');
    routeFetchTo(headers.cookie);
    const before = filesUnder(uploads);
    // A PNG named and typed as a JPEG: the server's content check refuses it.
    const liar = new File([await sampleImage('image/png')], 'fake.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(liar, 'products')).rejects.toThrow('Failed to upload image to storage.');
    expect(filesUnder(uploads)).toEqual(before);

    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        String(input).startsWith('/_api/images/sign')
          ? Response.json({ uploadUrl: '/_api/images/upload?x', publicUrl: '/uploads/x' })
          : Promise.reject(new TypeError('connection reset')),
      ),
    );
    await expect(uploadImage(await fileOf('image/png'), 'products')).rejects.toThrow(
      'Failed to upload image to storage.',
    );
  });

  it('sends multipart form data when the storage asks for it (UploadThing)', async () => {
    const put = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(
      async () => new Response('{}', { status: 200 }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) =>
        input === '/_api/images/sign'
          ? Response.json({
              uploadUrl: 'https://sea1.ingest.uploadthing.com/KEY?sig',
              publicUrl: 'https://app.ufs.sh/f/KEY',
              uploadFormField: 'file',
            })
          : put(input, init),
      ),
    );
    const file = await fileOf('image/jpeg', 'cup.jpg');
    await expect(uploadImage(file, 'fundraisers')).resolves.toBe('https://app.ufs.sh/f/KEY');
    const [url, init] = put.mock.calls[0]!;
    expect(url).toBe('https://sea1.ingest.uploadthing.com/KEY?sig');
    expect(init.method).toBe('PUT');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(init.credentials).toBeUndefined();
  });
});
