import { getEnv } from '@/env';
import { imageEndpoints } from '@/lib/contracts/images';
import { NOT_FOUND, notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { verifyUploadUrl } from '@/server/storage/local';
import { storeLocalUpload } from '@/server/storage/local-upload';

/*
 * The signed URL is the authorization (it comes from POST /_api/images/sign, which checks the session and role),
 * so the endpoint is public. The body is the raw file, streamed: it cannot go through the wrapper's JSON parsing.
 */

// PUT /_api/images/upload?key=&type=&expires=&sig=
export const PUT = route(imageEndpoints.upload, async ({ request }) => {
  if (getEnv().STORAGE !== 'local') throw notFound(NOT_FOUND);
  const target = verifyUploadUrl(request.nextUrl.searchParams);
  const { publicUrl } = await storeLocalUpload(target, request);
  return json({ publicUrl }, { status: 201 });
});
