import 'server-only';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ImageContentType } from '@/lib/validation/images';
import { contentTypeForKey, isValidUploadKey, storedImagePath } from './local';

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
