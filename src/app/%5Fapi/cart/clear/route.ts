import { clearCartSchema } from '@/lib/validation/cart';
import { route } from '@/server/http/route';
import { cartJson } from '@/server/serializers';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { clearCart } from '@/server/services/cart';

// POST /_api/cart/clear
export const POST = route(
  { access: 'user', body: clearCartSchema, parseBody: parseSuperjsonBody },
  async ({ user }) => {
    await clearCart(user.id);
    return superjsonResponse(cartJson({ campaignId: null, items: [] }));
  },
);
