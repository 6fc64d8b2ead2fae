import { signImageUploadSchema } from '@/lib/validation/images';
import { endpoint, jsonOf } from './endpoint';

/** The sign call's answer. `uploadFormField` is set only when the storage wants a multipart body (UploadThing). */
export type SignImageUploadResult = { uploadUrl: string; publicUrl: string; uploadFormField?: string };

/** Image uploads (spec admin.md sections 5, 8 and 9): sign, then PUT the file to the signed URL. */
export const imageEndpoints = {
  /** Product images: admins only (checked by the handler); avatars and fundraiser images: any signed-in user. */
  sign: endpoint({
    method: 'POST',
    path: '/_api/images/sign',
    access: 'user',
    body: signImageUploadSchema,
    response: jsonOf<SignImageUploadResult>(),
  }),
  /**
   * Local storage's signed upload URL (`?key=&type=&expires=&sig=`, checked by the handler): the signature is the
   * authorization, so it is public. Its body is the raw file, streamed, so it has no body schema.
   */
  upload: endpoint({
    method: 'PUT',
    path: '/_api/images/upload',
    access: 'public',
    response: jsonOf<{ publicUrl: string }>(),
  }),
};
