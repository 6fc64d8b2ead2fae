import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getEnv } from '@/env';
import {
  IMAGE_CONTEXTS,
  IMAGE_EXTENSION,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  isImageContentType,
  type ImageContentType,
  type SignImageUploadResult,
} from '@/lib/validation/images';
import { getAuthSecret } from '@/server/auth/secret';
import { ApiError, badRequest, forbidden } from '@/server/errors';
import { IMAGE_TYPE_LABEL, MAGIC_BYTES_NEEDED, matchesImageType } from './magic-bytes';
import { UPLOAD_URL_TTL_SECONDS, type ImageStorage, type SignUploadInput } from './types';

/*
 * Local disk storage (the default): files live in DATA_DIR/uploads/<context>/<32 hex>.<ext>.
 *
 * Signing returns an app URL, PUT /_api/images/upload?key=&type=&expires=&sig=, whose HMAC covers the key, the
 * content type and the expiry. The PUT handler checks all of it, streams the body into a private temp file
 * (never past 5 MB), checks the magic bytes and that the image decodes, then links the temp file to its final
 * name, which fails if the name exists: an upload can never replace or escape to another file, and every refusal
 * removes what was written. Files are served by GET /uploads/<key> (src/app/uploads/[...path]/route.ts).
 */

export const UPLOAD_PATH = '/_api/images/upload';
export const PUBLIC_PREFIX = '/uploads/';

/** `<context>/<32 lowercase hex>.<ext>`: the only names ever written or served. */
const KEY_PATTERN = new RegExp(`^(${IMAGE_CONTEXTS.join('|')})/([a-f0-9]{32})\\.(jpg|png|webp)$`);
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES_PATTERN = /^\d{1,12}$/;
const TEMP_DIR = '.incoming';

/** Larger images are refused even under 5 MB (a tiny PNG can declare a huge canvas). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const INVALID_UPLOAD_URL = 'Invalid upload URL.';
export const INVALID_SIGNATURE = 'Invalid upload signature.';
export const EXPIRED_UPLOAD_URL = 'This upload link has expired. Please try again.';
export const ALREADY_UPLOADED = 'An image was already uploaded with this link.';
export const EMPTY_FILE = 'The file is empty.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted. Please try again.';
export const IMAGE_TOO_LARGE_PIXELS = 'Image dimensions are too large.';

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
  return { uploadUrl: `${UPLOAD_PATH}?${params}`, publicUrl: `${PUBLIC_PREFIX}${key}` };
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

type IncomingBody = { headers: Headers; body: ReadableStream<Uint8Array> | null };

/**
 * Stores the body of a verified upload. Refusals: 415 for a Content-Type other than the signed one or content
 * that is not that kind of image, 413 past 5 MB, 400 for an empty body, 409 when the key already holds a file.
 * Nothing is left on disk after a refusal.
 */
export async function storeLocalUpload(target: UploadTarget, request: IncomingBody): Promise<{ publicUrl: string }> {
  const sentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (sentType !== target.contentType) {
    throw new ApiError(
      'unsupported_media_type',
      `Content-Type must be ${target.contentType}, the type this upload was signed for.`,
    );
  }
  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > MAX_IMAGE_BYTES) throw new ApiError('payload_too_large', IMAGE_SIZE_MESSAGE);
  if (!request.body) throw badRequest(EMPTY_FILE);

  const finalPath = storedImagePath(target.key);
  const root = uploadsRoot();
  const tempDir = path.join(root, TEMP_DIR);
  await mkdir(path.dirname(finalPath), { recursive: true });
  await mkdir(tempDir, { recursive: true });
  if (await exists(finalPath)) {
    await request.body.cancel().catch(() => undefined);
    throw new ApiError('conflict', ALREADY_UPLOADED);
  }

  const tempPath = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
  const handle = await open(tempPath, 'wx', 0o644);
  let closed = false;
  try {
    await receiveInto(handle, request.body, target.contentType);
    await handle.sync();
    await handle.close();
    closed = true;
    await assertDecodes(tempPath, target.contentType);
    await linkWithoutOverwrite(tempPath, finalPath);
  } finally {
    if (!closed) await handle.close().catch(() => undefined);
    // After a successful link this only drops the temp name; after a refusal it removes the partial file.
    await rm(tempPath, { force: true });
  }
  return { publicUrl: `${PUBLIC_PREFIX}${target.key}` };
}

async function receiveInto(handle: FileHandle, body: ReadableStream<Uint8Array>, type: ImageContentType) {
  const reader = body.getReader();
  let total = 0;
  let head: Uint8Array = new Uint8Array(0);
  let sniffed = false;
  const refuse = async (error: ApiError) => {
    await reader.cancel().catch(() => undefined);
    throw error;
  };
  const notThisType = () =>
    new ApiError('unsupported_media_type', `The file is not a valid ${IMAGE_TYPE_LABEL[type]} image.`);

  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw badRequest(UPLOAD_INTERRUPTED);
    }
    const { done, value } = chunk;
    if (done) break;
    if (!value || value.byteLength === 0) continue;
    total += value.byteLength;
    if (total > MAX_IMAGE_BYTES) await refuse(new ApiError('payload_too_large', IMAGE_SIZE_MESSAGE));
    if (!sniffed) {
      head = concat(head, value.subarray(0, MAGIC_BYTES_NEEDED - head.length));
      if (head.length >= MAGIC_BYTES_NEEDED) {
        sniffed = true;
        if (!matchesImageType(head, type)) await refuse(notThisType());
      }
    }
    await writeFully(handle, value);
  }
  if (total === 0) throw badRequest(EMPTY_FILE);
  if (!sniffed && !matchesImageType(head, type)) throw notThisType();
}

/** The image must decode as the declared format (catches a valid header in front of anything else). */
async function assertDecodes(file: string, type: ImageContentType) {
  const { default: sharp } = await import('sharp');
  const expectedFormat = type === 'image/jpeg' ? 'jpeg' : type === 'image/png' ? 'png' : 'webp';
  let metadata: { format?: string; width?: number; height?: number; pages?: number };
  try {
    metadata = await sharp(file, { pages: 1 }).metadata();
  } catch {
    throw new ApiError('unsupported_media_type', `The file is not a valid ${IMAGE_TYPE_LABEL[type]} image.`);
  }
  if (metadata.format !== expectedFormat || !metadata.width || !metadata.height) {
    throw new ApiError('unsupported_media_type', `The file is not a valid ${IMAGE_TYPE_LABEL[type]} image.`);
  }
  if (metadata.width * metadata.height * Math.max(1, metadata.pages ?? 1) > MAX_IMAGE_PIXELS) {
    throw new ApiError('payload_too_large', IMAGE_TOO_LARGE_PIXELS);
  }
}

/** Gives the finished temp file its final name; fails (409) instead of replacing an existing file. */
async function linkWithoutOverwrite(from: string, to: string) {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new ApiError('conflict', ALREADY_UPLOADED);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    // File systems without hard links: an exclusive copy gives the same no-overwrite guarantee.
    try {
      await copyFile(from, to, constants.COPYFILE_EXCL);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === 'EEXIST') throw new ApiError('conflict', ALREADY_UPLOADED);
      throw copyError;
    }
  }
}

async function writeFully(handle: FileHandle, chunk: Uint8Array) {
  let offset = 0;
  while (offset < chunk.byteLength) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
    offset += bytesWritten;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

async function exists(file: string): Promise<boolean> {
  try {
    const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    await handle.close();
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    return true;
  }
}

export type StoredImage = {
  size: number;
  contentType: ImageContentType;
  /** The file's bytes; the file closes when the stream ends or is cancelled. */
  stream(): ReadableStream<Uint8Array>;
  /** For answers without a body (HEAD, 304). */
  close(): Promise<void>;
};

/** Opens a stored image for serving, or null when the key is malformed or holds no regular file. */
export async function openStoredImage(key: string): Promise<StoredImage | null> {
  if (!isValidUploadKey(key)) return null;
  let handle: FileHandle;
  try {
    // O_NOFOLLOW: a symlink planted in the folder is never followed out of it.
    handle = await open(storedImagePath(key), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return null;
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return null;
  }
  return {
    size: info.size,
    contentType: contentTypeForKey(key),
    stream: () => Readable.toWeb(handle.createReadStream({ autoClose: true })) as ReadableStream<Uint8Array>,
    close: () => handle.close(),
  };
}

export const localImageStorage: ImageStorage = {
  kind: 'local',
  signUpload: (input) => signLocalUpload(input),
};
