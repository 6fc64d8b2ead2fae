import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@/lib/validation/images';
import {
  isPublicImagePath,
  localUploadKey,
  shopUploadThingKey,
  shopUploadThingOrigin,
} from '@/server/storage/issued-urls';
import { storedImagePath } from '@/server/storage/local';
import { MAX_IMAGE_PIXELS } from '@/server/storage/local-upload';

const FETCH_TIMEOUT_MS = 3000;

/**
 * One of the shop's own UploadThing files, fetched from the app's host (from the configuration, never from the
 * stored URL) with no redirect followed and at most the upload limit read: anything else is no photo.
 */
async function fetchUploadThingFile(key: string): Promise<Buffer | null> {
  const origin = shopUploadThingOrigin();
  if (!origin) return null;
  const response = await fetch(`${origin}/f/${key}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return null;
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
    await response.body.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_IMAGE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readPhoto(url: string): Promise<Buffer | null> {
  const localKey = localUploadKey(url);
  if (localKey) return readFile(storedImagePath(localKey));
  if (isPublicImagePath(url)) return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', url));
  const uploadThingKey = shopUploadThingKey(url);
  return uploadThingKey ? fetchUploadThingFile(uploadThingKey) : null;
}

/**
 * A fundraiser's photo as a small square JPEG data URL for the card image (its renderer takes PNG or JPEG, and a
 * data URL keeps it from fetching our own server), or null (initials instead) when there is none or it cannot be
 * read: a card is never refused for its photo. Decoding stops at the uploads' pixel limit.
 */
export async function photoDataUrl(url: string | null, size: number): Promise<string | null> {
  if (!url) return null;
  try {
    const original = await readPhoto(url);
    if (!original) return null;
    const jpeg = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(size, size, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    console.warn('share card: photo unreadable, drawing initials', error instanceof Error ? error.message : error);
    return null;
  }
}
