import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import Sqids, { defaultOptions } from 'sqids';
import { z } from 'zod';
import type { SignImageUploadResult } from '@/lib/contracts/images';
import { IMAGE_EXTENSION } from '@/lib/validation/images';
import { badRequest } from '@/server/errors';
import { UPLOAD_URL_TTL_SECONDS, type ImageStorage, type SignUploadInput } from './types';

/*
 * UploadThing storage (STORAGE=uploadthing, for serverless hosts with no lasting disk). The browser uploads
 * straight to UploadThing's ingest server with a presigned URL that this module builds the way the uploadthing
 * server SDK does (uploadthing/server `generatePresignedUrl`, @uploadthing/shared `generateKey` and
 * `generateSignedURL`): https://<region>.<ingestHost>/<fileKey>?expires=…&x-ut-…=…&signature=hmac-sha256=<hex>,
 * an HMAC-SHA256 of the URL with the API key. Like the SDK's own uploads, the body is multipart/form-data with the
 * file under "file", so the sign answer carries `uploadFormField: 'file'`. The image is then public at
 * https://<appId>.ufs.sh/f/<fileKey>. Building the URL needs no network; tests check it against the SDK.
 */

export const UPLOADTHING_FORM_FIELD = 'file';

const tokenSchema = z.object({
  apiKey: z.string().startsWith('sk_'),
  appId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  regions: z.array(z.string().regex(/^[a-z0-9-]{1,32}$/)).min(1),
  ingestHost: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('ingest.uploadthing.com'),
});

export type UploadThingCredentials = z.infer<typeof tokenSchema>;

/** UPLOADTHING_TOKEN is base64 JSON `{ apiKey, appId, regions, ingestHost? }` (the dashboard's "token"). */
export function parseUploadThingToken(token: string): UploadThingCredentials {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token.trim(), 'base64').toString('utf8'));
  } catch {
    throw new Error('UPLOADTHING_TOKEN is not a valid UploadThing token (base64 JSON).');
  }
  const result = tokenSchema.safeParse(decoded);
  if (!result.success)
    throw new Error('UPLOADTHING_TOKEN is not a valid UploadThing token ({ apiKey, appId, regions }).');
  return result.data;
}

/** effect's Hash.string, which UploadThing uses to derive key prefixes. */
function hashString(text: string): number {
  let h = 5381;
  let i = text.length;
  while (i) h = (h * 33) ^ text.charCodeAt(--i);
  return (h & 0xbfffffff) | ((h >>> 1) & 0x40000000);
}

function shuffle(text: string, seed: string): string {
  const chars = text.split('');
  const seedNum = hashString(seed);
  for (let i = 0; i < chars.length; i++) {
    const j = ((seedNum % (i + 1)) + i) % chars.length;
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Every file key of an app starts with this (the ingest server checks it). */
export function uploadThingKeyPrefix(appId: string): string {
  return new Sqids({ alphabet: shuffle(defaultOptions.alphabet, appId), minLength: 12 }).encode([
    Math.abs(hashString(appId)),
  ]);
}

/** A new file key: the app prefix and a random, URL-safe seed. */
export function generateUploadThingKey(appId: string, seed = randomBytes(16).toString('hex')): string {
  return `${uploadThingKeyPrefix(appId)}${seed}`;
}

export function uploadThingPublicUrl(appId: string, key: string): string {
  return `https://${appId}.ufs.sh/f/${key}`;
}

type PresignInput = {
  credentials: UploadThingCredentials;
  key: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  /** Milliseconds since the epoch, as UploadThing expects. */
  expiresAt: number;
};

/** The presigned ingest URL, parameter for parameter what the SDK's `generatePresignedUrl` produces. */
export function buildUploadThingPresignedUrl({
  credentials,
  key,
  fileName,
  fileSize,
  fileType,
  expiresAt,
}: PresignInput): string {
  const url = new URL(`https://${credentials.regions[0]}.${credentials.ingestHost}/${key}`);
  url.searchParams.append('expires', String(expiresAt));
  const data: Array<[string, string | number]> = [
    ['x-ut-identifier', credentials.appId],
    ['x-ut-file-name', fileName],
    ['x-ut-file-size', fileSize],
    ['x-ut-file-type', fileType],
    ['x-ut-content-disposition', 'inline'],
  ];
  // The SDK encodes each value once more before URLSearchParams encodes it; the signature covers that form.
  for (const [name, value] of data) url.searchParams.append(name, encodeURIComponent(value));
  const signature = createHmac('sha256', credentials.apiKey).update(url.toString()).digest('hex');
  url.searchParams.append('signature', `hmac-sha256=${signature}`);
  return url.href;
}

export function createUploadThingStorage(token: string): ImageStorage {
  const credentials = parseUploadThingToken(token);
  return {
    kind: 'uploadthing',
    signUpload({ context, contentType, size }: SignUploadInput, now = Date.now()): SignImageUploadResult {
      // The ingest server compares the signed size with the file it receives.
      if (size === undefined) throw badRequest('File size is required.');
      const seed = randomBytes(16).toString('hex');
      const key = generateUploadThingKey(credentials.appId, seed);
      const uploadUrl = buildUploadThingPresignedUrl({
        credentials,
        key,
        fileName: `${context}-${seed}.${IMAGE_EXTENSION[contentType]}`,
        fileSize: size,
        fileType: contentType,
        expiresAt: now + UPLOAD_URL_TTL_SECONDS * 1000,
      });
      return {
        uploadUrl,
        publicUrl: uploadThingPublicUrl(credentials.appId, key),
        uploadFormField: UPLOADTHING_FORM_FIELD,
      };
    },
  };
}
