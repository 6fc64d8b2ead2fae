import { imageEndpoints } from '@/lib/contracts/images';
import { accessDeniedMessage } from '@/lib/roles';
import { clientIp } from '@/server/http/client-ip';
import { forbidden } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { consumeLimits, retryText } from '@/server/services/rate-limit';
import { imageSigningLimits, localUploadQuota } from '@/server/services/throttles';
import { getImageStorage } from '@/server/storage';

// POST /_api/images/sign
export const POST = route(imageEndpoints.sign, async ({ request, body, user }) => {
  // Product images are part of the catalogue: admins only. Avatars and fundraiser images: any signed-in user.
  if (body.context === 'products' && user.role !== 'admin') {
    throw forbidden(accessDeniedMessage(user.role));
  }
  const storage = getImageStorage();
  await consumeLimits(
    imageSigningLimits(user.id, clientIp(request)),
    (m) => `Too many uploads started. Please try again ${retryText(m)}.`,
  );
  // Local files fill this server's disk: a daily number of uploads per user on top of the hourly limit.
  if (storage.kind === 'local') {
    await consumeLimits(
      [localUploadQuota(user.id, user.role === 'admin')],
      () => 'You have reached the daily upload limit. Please try again tomorrow.',
    );
  }
  return json(await storage.signUpload(body));
});
