import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as fundraiserCard } from '@/app/(shop)/fundraisers/[fundraiserSlug]/card.png/route';
import { resetEnvForTests } from '@/env';
import { MAX_IMAGE_BYTES } from '@/lib/validation/images';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { photoDataUrl } from '@/server/share-kit/photo';
import { setUploadThingOriginForTests } from '@/server/storage/issued-urls';
import { MAX_IMAGE_PIXELS } from '@/server/storage/local-upload';
import { uploadThingKeyPrefix } from '@/server/storage/uploadthing';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

/*
 * The share card fetches a fundraiser's photo only from the shop's own UploadThing app. A local HTTP server stands
 * in for the app's host (the pinned origin is set by the test's module setter; no URL can choose it) and answers
 * with a good photo, a redirect, more bytes than an upload may have, or more pixels than an upload may have.
 */

const appId = 'shopapp42';
const token = Buffer.from(JSON.stringify({ apiKey: 'sk_live_photo', appId, regions: ['sea1'] })).toString('base64');
const prefix = uploadThingKeyPrefix(appId);
const fileUrl = (name: string) => `https://${appId}.ufs.sh/f/${prefix}${name}`;

let server: Server;
const requested: string[] = [];
let smallPng: Buffer;
let bigPng: Buffer;
let manyPixelsPng: Buffer;

/** A valid greyscale PNG of width × height, all black: tiny on disk, however many pixels it declares. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

beforeAll(async () => {
  smallPng = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  // Noise does not compress: a real, decodable PNG just over the 5 MB upload limit.
  const side = Math.ceil(Math.sqrt(MAX_IMAGE_BYTES / 3)) + 40;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  bigPng = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(bigPng.length).toBeGreaterThan(MAX_IMAGE_BYTES);
  const overSide = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 100;
  manyPixelsPng = blackPng(overSide, overSide);

  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const name = (request.url ?? '').slice(`/f/${prefix}`.length);
    if (name === 'good') return response.writeHead(200, { 'content-type': 'image/png' }).end(smallPng);
    if (name === 'moved') return response.writeHead(302, { location: `/f/${prefix}good` }).end();
    if (name === 'big-declared') return response.writeHead(200, { 'content-type': 'image/png' }).end(bigPng);
    if (name === 'big-streamed') {
      // No Content-Length: the limit must hold while reading.
      response.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
      for (let at = 0; at < bigPng.length; at += 64 * 1024) response.write(bigPng.subarray(at, at + 64 * 1024));
      return response.end();
    }
    if (name === 'many-pixels') return response.writeHead(200, { 'content-type': 'image/png' }).end(manyPixelsPng);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPLOADTHING_TOKEN = token;
  resetEnvForTests();
  setUploadThingOriginForTests(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  setUploadThingOriginForTests(null);
  delete process.env.UPLOADTHING_TOKEN;
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

describe('share card photos from UploadThing', () => {
  it("reads a photo of the shop's own app from the app's pinned host", async () => {
    expect(await photoDataUrl(fileUrl('good'), 64)).toMatch(/^data:image\/jpeg;base64,/);
    expect(requested.at(-1)).toBe(`/f/${prefix}good`);
  });

  it('follows no redirect: a redirect is no photo', async () => {
    requested.length = 0;
    expect(await photoDataUrl(fileUrl('moved'), 64)).toBeNull();
    expect(requested).toEqual([`/f/${prefix}moved`]);
  });

  it('reads no more than the 5 MB upload limit, declared or streamed', async () => {
    expect(await photoDataUrl(fileUrl('big-declared'), 64)).toBeNull();
    expect(await photoDataUrl(fileUrl('big-streamed'), 64)).toBeNull();
  });

  it('decodes no image over the upload pixel limit', async () => {
    expect(manyPixelsPng.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await photoDataUrl(fileUrl('many-pixels'), 64)).toBeNull();
  });

  it("fetches nothing for another app's files, other hosts, or keys without the app's prefix", async () => {
    requested.length = 0;
    for (const url of [
      `https://otherapp.ufs.sh/f/${prefix}good`,
      `https://${appId}.ufs.sh/f/good`,
      `https://${appId}.ufs.sh.evil.example/f/${prefix}good`,
      `https://evil.example/f/${prefix}good`,
      `https://${appId}.ufs.sh/f/${prefix}good?x=1`,
    ]) {
      expect(await photoDataUrl(url, 64), url).toBeNull();
    }
    expect(requested).toEqual([]);
  });

  it('draws the card with initials when the photo is refused', async () => {
    const beans = await createProduct({ name: 'Photo Beans', priceCents: 1500 });
    const { fundraiser, campaign } = await createCampaignWithFundraiser([beans.id], { slug: 'photo-drive' });
    const db = await getDb();
    await db
      .update(users)
      .set({ displayName: 'Photo Pat', avatarUrl: fileUrl('many-pixels') })
      .where(eq(users.id, fundraiser.id));
    await setFundraiserPage(fundraiser.id, campaign.id, { isPublic: true, slug: 'photo-pat' });
    const response = await fundraiserCard(new Request('http://localhost:3000/fundraisers/photo-pat/card.png'), {
      params: Promise.resolve({ fundraiserSlug: 'photo-pat' }),
    });
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});
