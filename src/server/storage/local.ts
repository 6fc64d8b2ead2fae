import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { getEnv } from '@/env';
import { imageEndpoints, type SignImageUploadResult } from '@/lib/contracts/images';
import {
  IMAGE_CONTEXTS,
  IMAGE_EXTENSION,
  IMAGE_TYPE_MESSAGE,
  isImageContentType,
  type ImageContentType,
} from '@/lib/validation/images';
import { getAuthSecret } from '@/server/auth/secret';
import { ApiError, badRequest, forbidden } from '@/server/errors';
import { UPLOAD_URL_TTL_SECONDS, type ImageStorage, type SignUploadInput } from './types';

/*
 * Local disk storage (the default): files live in DATA_DIR/uploads/<context>/<32 hex>.<ext>.
 *
 * Signing returns an app URL, PUT /_api/images/upload?key=&type=&expires=&sig=, whose HMAC covers the key, the
 * content type and the expiry. The PUT handler checks all of it and stores the body (local-upload.ts); files are
 * served by GET /uploads/<key> (src/app/uploads/[...path]/route.ts) through local-files.ts. This module holds
 * what both sides agree on: the key format, where a key lives on disk, and the signed URL.
 */

export const PUBLIC_PREFIX = '/uploads/';

/** `<context>/<32 lowercase hex>.<ext>`: the only names ever written or served. */
const KEY_PATTERN = new RegExp(`^(${IMAGE_CONTEXTS.join('|')})/([a-f0-9]{32})\\.(jpg|png|webp)$`);
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES_PATTERN = /^\d{1,12}$/;

export const INVALID_UPLOAD_URL = 'Invalid upload URL.';
export const INVALID_SIGNATURE = 'Invalid upload signature.';
export const EXPIRED_UPLOAD_URL = 'This upload link has expired. Please try again.';

export type UploadTarget = { key: string; contentType: ImageContentType };

export function uploadsRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ getEnv().DATA_DIR, 'uploads');
}

export function isValidUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The file a valid key maps to; refuses anything that would resolve outside the uploads folder. */
export function storedImagePath(key: string): string {
  if (!isValidUploadKey(key)) throw badRequest(INVALID_UPLOAD_URL);
  const root = uploadsRoot();
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw badRequest(INVALID_UPLOAD_URL);
  return file;
}

export function contentTypeForKey(key: string): ImageContentType {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg';
}

function signingKey(): Buffer {
  // A key of its own, derived from the app secret, so an upload signature is never valid as anything else.
  return createHash('sha256').update(`uploads:${getAuthSecret()}`).digest();
}

export function signUploadParams(key: string, contentType: string, expires: number): string {
  return createHmac('sha256', signingKey()).update(`upload:v1\n${key}\n${contentType}\n${expires}`).digest('base64url');
}

export function signLocalUpload({ context, contentType }: SignUploadInput, now = Date.now()): SignImageUploadResult {
  const key = `${context}/${randomBytes(16).toString('hex')}.${IMAGE_EXTENSION[contentType]}`;
  const expires = Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS;
  const params = new URLSearchParams({
    key,
    type: contentType,
    expires: String(expires),
    sig: signUploadParams(key, contentType, expires),
  });
  return { uploadUrl: `${imageEndpoints.upload.path}?${params}`, publicUrl: `${PUBLIC_PREFIX}${key}` };
}

/** Reads and authenticates the upload URL's query: 400 malformed, 415 type, 403 bad signature or expired. */
export function verifyUploadUrl(params: URLSearchParams, now = Date.now()): UploadTarget {
  const key = params.get('key') ?? '';
  const type = params.get('type') ?? '';
  const expires = params.get('expires') ?? '';
  const sig = params.get('sig') ?? '';
  if (!isValidUploadKey(key)) throw badRequest(INVALID_UPLOAD_URL);
  if (!isImageContentType(type)) throw new ApiError('unsupported_media_type', IMAGE_TYPE_MESSAGE);
  if (!EXPIRES_PATTERN.test(expires) || !SIGNATURE_PATTERN.test(sig)) throw badRequest(INVALID_UPLOAD_URL);
  if (contentTypeForKey(key) !== type) throw badRequest(INVALID_UPLOAD_URL);

  const expected = Buffer.from(signUploadParams(key, type, Number(expires)), 'base64url');
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(INVALID_SIGNATURE);
  if (Number(expires) * 1000 < now) throw forbidden(EXPIRED_UPLOAD_URL);
  return { key, contentType: type };
}

export const localImageStorage: ImageStorage = {
  kind: 'local',
  signUpload: (input) => signLocalUpload(input),
};
