import { signImageUploadSchema } from '@/lib/validation/images';
import { forbidden } from '@/server/http/errors';
import { json, route } from '@/server/http/route';
import { getImageStorage } from '@/server/storage';

// POST /_api/images/sign
export const POST = route({ access: 'user', body: signImageUploadSchema }, async ({ body, user }) => {
  // Product images are part of the catalogue: admins only. Avatars and fundraiser images: any signed-in user.
  if (body.context === 'products' && user.role !== 'admin') {
    throw forbidden(`Access denied. Your role (${user.role}) lacks required permissions.`);
  }
  return json(await getImageStorage().signUpload(body));
});
