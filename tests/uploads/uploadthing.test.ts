import { createRequire } from 'node:module';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as sign } from '@/app/%5Fapi/images/sign/route';
import { PUT as upload } from '@/app/%5Fapi/images/upload/route';
import { GET as serve } from '@/app/uploads/[...path]/route';
import { resetEnvForTests } from '@/env';
import { signLocalUpload } from '@/server/storage/local';
import {
  buildUploadThingPresignedUrl,
  createUploadThingStorage,
  generateUploadThingKey,
  parseUploadThingToken,
  uploadThingKeyPrefix,
} from '@/server/storage/uploadthing';
import { call } from '../support/http';
import { filesUnder, putRequest, sampleImage, signedIn, useFreshDataDir } from './support';

/*
 * UploadThing cannot be reached from here, so these tests check the presigned URLs against the uploadthing SDK's
 * own code (@uploadthing/shared's generateKey / verifyKey / generateSignedURL / verifySignature), loaded with the
 * effect runtime it ships with.
 */
const requireHere = createRequire(import.meta.url);
const sharedEntry = requireHere.resolve('@uploadthing/shared');
const requireShared = createRequire(sharedEntry);
type MicroEffect<A> = { readonly _A?: A };
const sdk = requireHere(sharedEntry) as {
  generateKey: (
    file: { name: string; size: number; type: string; lastModified?: number },
    appId: string,
  ) => MicroEffect<string>;
  verifyKey: (key: string, appId: string) => MicroEffect<boolean>;
  generateSignedURL: (
    url: string,
    secret: unknown,
    opts: { ttlInSeconds?: number; data?: Record<string, unknown> },
  ) => MicroEffect<string>;
  verifySignature: (payload: string, signature: string | null, secret: unknown) => MicroEffect<boolean>;
};
const Micro = requireShared('effect/Micro') as {
  runSync: <A>(e: MicroEffect<A>) => A;
  runPromise: <A>(e: MicroEffect<A>) => Promise<A>;
};
const Redacted = requireShared('effect/Redacted') as { make: (value: string) => unknown };

const credentials = { apiKey: 'sk_live_0123456789abcdef', appId: 'abc123xyz', regions: ['sea1', 'fra1'] };
const token = Buffer.from(JSON.stringify(credentials)).toString('base64');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UploadThing token', () => {
  it('decodes the dashboard token with the default ingest host', () => {
    expect(parseUploadThingToken(token)).toEqual({ ...credentials, ingestHost: 'ingest.uploadthing.com' });
  });

  it.each([
    ['not base64 json', 'definitely not a token'],
    ['a key that is not secret', Buffer.from(JSON.stringify({ ...credentials, apiKey: 'pk_1' })).toString('base64')],
    ['no region', Buffer.from(JSON.stringify({ ...credentials, regions: [] })).toString('base64')],
    [
      'an app id that is not a host label',
      Buffer.from(JSON.stringify({ ...credentials, appId: 'evil.com/x' })).toString('base64'),
    ],
  ])('refuses %s', (_label, bad) => {
    expect(() => parseUploadThingToken(bad)).toThrow(/^UPLOADTHING_TOKEN is not a valid UploadThing token/);
  });
});

describe('UploadThing presigned URLs', () => {
  it('makes file keys the ingest server accepts for the app (the SDK prefix, checked by its verifyKey)', () => {
    const sdkKey = Micro.runSync(
      sdk.generateKey({ name: 'a.png', size: 1, type: 'image/png', lastModified: 1 }, credentials.appId),
    );
    expect(sdkKey.startsWith(uploadThingKeyPrefix(credentials.appId))).toBe(true);
    for (const appId of [credentials.appId, 'x', 'a9f3kq0z1v', 'ZZZZZZZZZZZZZZZZ']) {
      const key = generateUploadThingKey(appId);
      expect(key).toMatch(/^[A-Za-z0-9]+$/);
      expect(Micro.runSync(sdk.verifyKey(key, appId)), appId).toBe(true);
      expect(Micro.runSync(sdk.verifyKey(key, `${appId}other`))).toBe(false);
    }
    expect(generateUploadThingKey(credentials.appId)).not.toBe(generateUploadThingKey(credentials.appId));
  });

  it('builds the same signed ingest URL as the SDK, and the SDK verifies its signature', async () => {
    const now = 1_800_000_000_000;
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const key = generateUploadThingKey(credentials.appId, 'f'.repeat(32));
    const data = {
      'x-ut-identifier': credentials.appId,
      'x-ut-file-name': 'products-ffff.webp',
      'x-ut-file-size': 123456,
      'x-ut-file-type': 'image/webp',
      'x-ut-custom-id': undefined,
      'x-ut-content-disposition': 'inline',
      'x-ut-acl': undefined,
    };
    const expected = await Micro.runPromise(
      sdk.generateSignedURL(`https://sea1.ingest.uploadthing.com/${key}`, Redacted.make(credentials.apiKey), {
        ttlInSeconds: 600,
        data,
      }),
    );
    const ours = buildUploadThingPresignedUrl({
      credentials: parseUploadThingToken(token),
      key,
      fileName: 'products-ffff.webp',
      fileSize: 123456,
      fileType: 'image/webp',
      expiresAt: now + 600_000,
    });
    expect(ours).toBe(expected);

    const url = new URL(ours);
    const signature = url.searchParams.get('signature');
    url.searchParams.delete('signature');
    expect(
      await Micro.runPromise(sdk.verifySignature(url.toString(), signature, Redacted.make(credentials.apiKey))),
    ).toBe(true);
    expect(await Micro.runPromise(sdk.verifySignature(url.toString(), signature, Redacted.make('sk_live_wrong')))).toBe(
      false,
    );
  });

  it('signs a 10-minute upload to the first region and points the public URL at ufs.sh', async () => {
    const now = Date.now();
    const result = await createUploadThingStorage(token).signUpload({
      context: 'avatars',
      contentType: 'image/png',
      size: 2048,
    });
    expect(result.uploadFormField).toBe('file');
    const url = new URL(result.uploadUrl);
    expect(url.origin).toBe('https://sea1.ingest.uploadthing.com');
    const key = url.pathname.slice(1);
    expect(key.startsWith(uploadThingKeyPrefix(credentials.appId))).toBe(true);
    expect(result.publicUrl).toBe(`https://abc123xyz.ufs.sh/f/${key}`);
    expect(url.searchParams.get('x-ut-identifier')).toBe('abc123xyz');
    expect(url.searchParams.get('x-ut-file-size')).toBe('2048');
    expect(url.searchParams.get('x-ut-file-type')).toBe('image%2Fpng');
    expect(url.searchParams.get('x-ut-file-name')).toMatch(/^avatars-[a-f0-9]{32}\.png$/);
    expect(url.searchParams.get('x-ut-content-disposition')).toBe('inline');
    expect(Number(url.searchParams.get('expires')) - now).toBeGreaterThanOrEqual(600_000);
    expect(Number(url.searchParams.get('expires')) - now).toBeLessThan(605_000);
    expect(url.searchParams.get('signature')).toMatch(/^hmac-sha256=[a-f0-9]{64}$/);
  });

  it('honours a custom ingest host in the token', async () => {
    const custom = Buffer.from(JSON.stringify({ ...credentials, ingestHost: 'ingest.example.net' })).toString('base64');
    const { uploadUrl } = await createUploadThingStorage(custom).signUpload({
      context: 'products',
      contentType: 'image/jpeg',
      size: 10,
    });
    expect(new URL(uploadUrl).origin).toBe('https://sea1.ingest.example.net');
  });
});

describe('with STORAGE=uploadthing', () => {
  let uploads: string;
  beforeAll(() => {
    uploads = path.join(useFreshDataDir(), 'uploads');
    process.env.STORAGE = 'uploadthing';
    process.env.UPLOADTHING_TOKEN = token;
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.STORAGE;
    delete process.env.UPLOADTHING_TOKEN;
    resetEnvForTests();
  });

  it('signs through UploadThing, with the same access rules and validation', async () => {
    const admin = await signedIn('admin');
    const ok = await call(sign, {
      method: 'POST',
      path: '/_api/images/sign',
      headers: admin.headers,
      body: { context: 'products', contentType: 'image/webp', size: 5000 },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.uploadUrl).toMatch(
      /^https:\/\/sea1\.ingest\.uploadthing\.com\/[A-Za-z0-9]+\?expires=\d+&x-ut-identifier=abc123xyz&/,
    );
    expect(ok.json.publicUrl).toMatch(/^https:\/\/abc123xyz\.ufs\.sh\/f\/[A-Za-z0-9]+$/);
    expect(ok.json.uploadFormField).toBe('file');

    const noSize = await call(sign, {
      method: 'POST',
      path: '/_api/images/sign',
      headers: admin.headers,
      body: { context: 'products', contentType: 'image/webp' },
    });
    expect(noSize).toMatchObject({ status: 400, json: { error: 'File size is required.' } });

    const member = await signedIn('sub_account');
    const forbidden = await call(sign, {
      method: 'POST',
      path: '/_api/images/sign',
      headers: member.headers,
      body: { context: 'products', contentType: 'image/png', size: 10 },
    });
    expect(forbidden.status).toBe(403);
    const guest = await call(sign, {
      method: 'POST',
      path: '/_api/images/sign',
      body: { context: 'avatars', contentType: 'image/png', size: 10 },
    });
    expect(guest.status).toBe(401);
  });

  it('keeps nothing on local disk: the local upload and file endpoints answer 404', async () => {
    const { uploadUrl, publicUrl } = signLocalUpload({ context: 'avatars', contentType: 'image/png' });
    const response = await upload(
      putRequest(uploadUrl, await sampleImage('image/png'), { 'content-type': 'image/png' }),
    );
    expect(response.status).toBe(404);
    expect((await serve(new NextRequest(new URL(publicUrl, 'http://localhost:3000')))).status).toBe(404);
    expect(filesUnder(uploads)).toEqual([]);
  });
});
