import type { FileRejection } from 'react-dropzone';
import { callEndpoint } from '@/lib/api-client';
import { imageEndpoints } from '@/lib/contracts/images';
import {
  IMAGE_ACCEPT,
  INVALID_FILE_MESSAGE,
  MAX_IMAGE_MB,
  imageFileSchema,
  isImageContentType,
  type ImageContentType,
  type ImageContext,
} from '@/lib/validation/images';

/*
 * The uploader's logic without React, so it can be tested in Node: dropzone messages, the crop output size and
 * the two-step upload (sign, then PUT the file to the signed URL). Texts are the spec's (admin.md section 8).
 */

export const SIGN_FALLBACK_ERROR = 'Failed to get presigned URL';
export const STORAGE_UPLOAD_ERROR = 'Failed to upload image to storage.';
export const UNKNOWN_UPLOAD_ERROR = 'An unknown error occurred during upload.';
export const UPLOAD_FAILED_TITLE = 'Image upload failed.';
export const UPLOAD_FAILED_TOAST = 'Upload Failed';

export const CROP_AREA_MISSING = 'Could not determine crop area. Please try again.';
export const CROP_UNKNOWN_ERROR = 'An unknown error occurred during cropping.';
export const CROP_FILE_FAILED = 'Failed to create cropped image file.';
export const CANVAS_EMPTY = 'Canvas is empty';
export const NO_CANVAS_CONTEXT = 'Could not get canvas context.';

export const CROP_MAX_WIDTH = 1920;
export const CROP_MAX_HEIGHT = 1080;
export const CROP_QUALITY = 0.9;

export const MAX_FILES = 1;
export const ACCEPTED_EXTENSIONS = Object.values(IMAGE_ACCEPT).flat();

/** The dropzone's refusal texts: 'Maximum N file(s) allowed', 'Invalid file type. Accepted: ...', 'File size exceeds NMB limit'. */
export function dropzoneErrorMessage(
  rejections: readonly Pick<FileRejection, 'errors'>[],
  maxFiles = MAX_FILES,
): string | null {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.size === 0) return null;
  if (codes.has('too-many-files')) return `Maximum ${maxFiles} file(s) allowed`;
  if (codes.has('file-invalid-type')) return `Invalid file type. Accepted: ${ACCEPTED_EXTENSIONS.join(', ')}`;
  if (codes.has('file-too-large')) return `File size exceeds ${MAX_IMAGE_MB}MB limit`;
  return INVALID_FILE_MESSAGE;
}

/** The file's image type, from its MIME type or, when the system gave none, its extension. */
export function imageTypeOf(file: Pick<File, 'type' | 'name'>): ImageContentType | null {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg') return 'image/jpeg';
  if (isImageContentType(type)) return type;
  if (type !== '') return null;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const match = Object.entries(IMAGE_ACCEPT).find(([, extensions]) => extensions.includes(extension));
  return match ? (match[0] as ImageContentType) : null;
}

/** The crop's output size: the cropped pixels, scaled down (never up) to fit 1920×1080. */
export function croppedOutputSize(crop: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, CROP_MAX_WIDTH / crop.width, CROP_MAX_HEIGHT / crop.height);
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) };
}

export function cropErrorMessage(error: unknown): string {
  return error instanceof Error ? `An error occurred during cropping: ${error.message}` : CROP_UNKNOWN_ERROR;
}

export function uploadErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_UPLOAD_ERROR;
}

/**
 * Uploads an image: signs it (POST /_api/images/sign), then PUTs it to the signed URL with its content type (or,
 * for storages that ask for it with `uploadFormField`, as multipart form data). Resolves to the public URL.
 */
export async function uploadImage(
  file: File,
  context: ImageContext,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  const check = imageFileSchema.safeParse({ type: file.type, size: file.size });
  if (!check.success) throw new Error(check.error.issues[0]?.message ?? INVALID_FILE_MESSAGE);

  const signed = await callEndpoint(imageEndpoints.sign, {
    body: { context, contentType: check.data.type, size: check.data.size },
    fallbackError: SIGN_FALLBACK_ERROR,
    signal,
  });
  if (!signed || typeof signed.uploadUrl !== 'string' || typeof signed.publicUrl !== 'string')
    throw new Error(SIGN_FALLBACK_ERROR);

  let response: Response;
  try {
    if (signed.uploadFormField) {
      const form = new FormData();
      form.append(signed.uploadFormField, file);
      response = await fetch(signed.uploadUrl, { method: 'PUT', body: form, signal });
    } else {
      response = await fetch(signed.uploadUrl, {
        method: 'PUT',
        headers: { 'Content-Type': check.data.type },
        body: file,
        credentials: 'same-origin',
        signal,
      });
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(STORAGE_UPLOAD_ERROR);
  }
  if (!response.ok) throw new Error(STORAGE_UPLOAD_ERROR);
  return signed.publicUrl;
}
