import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PUBLIC_PREFIX, storedImagePath, isValidUploadKey } from '@/server/storage/local';

/** UploadThing's file URLs (STORAGE=uploadthing), the only remote images a page can show (next.config.mjs). */
const UPLOADTHING_URL = /^https:\/\/[a-z0-9-]+\.ufs\.sh\/f\/[A-Za-z0-9_-]+$/;
const PUBLIC_IMAGE = /^\/images\/[a-z0-9/_-]+\.(?:webp|png|jpe?g)$/;

async function readPhoto(url: string): Promise<Buffer | null> {
  if (url.startsWith(PUBLIC_PREFIX)) {
    const key = url.slice(PUBLIC_PREFIX.length);
    return isValidUploadKey(key) ? readFile(storedImagePath(key)) : null;
  }
  if (PUBLIC_IMAGE.test(url) && !url.includes('..')) {
    return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', url));
  }
  if (UPLOADTHING_URL.test(url)) {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }
  return null;
}

/**
 * A fundraiser's photo as a small square JPEG data URL for the card image (its renderer takes PNG or JPEG, and a
 * data URL keeps it from fetching our own server), or null (initials instead) when there is none or it cannot be
 * read: a card is never refused for its photo.
 */
export async function photoDataUrl(url: string | null, size: number): Promise<string | null> {
  if (!url) return null;
  try {
    const original = await readPhoto(url);
    if (!original) return null;
    const jpeg = await sharp(original).resize(size, size, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    console.warn('share card: photo unreadable, drawing initials', error instanceof Error ? error.message : error);
    return null;
  }
}
