import 'server-only';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, type ImageContentType } from '@/lib/validation/images';
import { ApiError, badRequest } from '@/server/errors';
import { PUBLIC_PREFIX, storedImagePath, uploadsRoot, type UploadTarget } from './local';
import { IMAGE_TYPE_LABEL, MAGIC_BYTES_NEEDED, matchesImageType } from './magic-bytes';

/*
 * Receiving a verified local upload: the body is streamed into a private temp file (never past 5 MB), its magic
 * bytes are checked and the image must decode, then the temp file is linked to its final name, which fails if the
 * name exists: an upload can never replace or escape to another file, and every refusal removes what was written.
 */

const TEMP_DIR = '.incoming';

/** Larger images are refused even under 5 MB (a tiny PNG can declare a huge canvas). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const ALREADY_UPLOADED = 'An image was already uploaded with this link.';
export const EMPTY_FILE = 'The file is empty.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted. Please try again.';
export const IMAGE_TOO_LARGE_PIXELS = 'Image dimensions are too large.';

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
