import { z } from 'zod';

/*
 * Image uploads (spec admin.md sections 5, 8 and 9): shared by the uploader component and the sign handler,
 * so the messages are written once.
 */

export const IMAGE_CONTEXTS = ['products', 'fundraisers', 'avatars'] as const;
export type ImageContext = (typeof IMAGE_CONTEXTS)[number];

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** What the file picker accepts: MIME type → extensions (react-dropzone's `accept` shape). */
export const IMAGE_ACCEPT: Record<ImageContentType, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/** The extension a stored file gets for each type. */
export const IMAGE_EXTENSION: Record<ImageContentType, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

export const IMAGE_TYPE_MESSAGE = 'Only .jpg, .jpeg, .png and .webp formats are supported.';
export const IMAGE_SIZE_MESSAGE = 'File size should be less than 5MB.';
export const INVALID_FILE_MESSAGE = 'Invalid file.';
export const IMAGE_CONTEXT_MESSAGE = 'Upload context must be products, fundraisers or avatars.';
export const IMAGE_URL_NOT_ISSUED = 'Upload the image to the shop: images from other sites cannot be used.';

export function isImageContentType(value: unknown): value is ImageContentType {
  return typeof value === 'string' && (IMAGE_CONTENT_TYPES as readonly string[]).includes(value);
}

const contentTypeSchema = z.enum(IMAGE_CONTENT_TYPES, { error: IMAGE_TYPE_MESSAGE });

const sizeSchema = z
  .number({ error: INVALID_FILE_MESSAGE })
  .int(INVALID_FILE_MESSAGE)
  .positive(INVALID_FILE_MESSAGE)
  .max(MAX_IMAGE_BYTES, IMAGE_SIZE_MESSAGE);

// POST /_api/images/sign
export const signImageUploadSchema = z.strictObject({
  context: z.enum(IMAGE_CONTEXTS, { error: IMAGE_CONTEXT_MESSAGE }),
  contentType: contentTypeSchema,
  /** Optional on the wire; the uploader always sends it so the limit is checked before any byte moves. */
  size: sizeSchema.optional(),
});
export type SignImageUploadInput = z.infer<typeof signImageUploadSchema>;

/** Checks a picked or cropped file on the client with the same rules the server applies. */
export const imageFileSchema = z.object({ type: contentTypeSchema, size: sizeSchema });
