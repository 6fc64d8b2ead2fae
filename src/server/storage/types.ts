import type { SignImageUploadResult } from '@/lib/contracts/images';
import type { ImageContentType, ImageContext } from '@/lib/validation/images';

export type SignUploadInput = { context: ImageContext; contentType: ImageContentType; size?: number };

/**
 * Where uploaded images live. Signing hands the browser a short-lived URL it PUTs the file to and the URL the
 * image will be shown at; the bytes never pass through the sign call.
 */
export interface ImageStorage {
  readonly kind: 'local' | 'uploadthing';
  signUpload(input: SignUploadInput): Promise<SignImageUploadResult> | SignImageUploadResult;
}

/** Signed upload links are valid this long (both backends). */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
