import { WEEKDAY_NAMES } from '@/lib/coffee/roast-days';
import { shopRoastingEndpoints } from '@/lib/contracts/shop-roasting';
import { formatRoastDay } from '@/lib/coffee/roast-words';
import { publicTags } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readShopRoasting } from '@/server/reads/shop-roasting';
import { updateShopRoasting } from '@/server/services/shop-roasting';

// GET /_api/admin/shop/roasting — the shop's roasting days (0 = Sunday … 6 = Saturday) and the next shop roast day.
export const GET = route(shopRoastingEndpoints.get, async () => json(await readShopRoasting()));

// POST /_api/admin/shop/roasting — replaces the roasting days; product pages tell the next roast, so they go stale.
export const POST = route(
  shopRoastingEndpoints.update,
  { invalidates: [publicTags.products] },
  async ({ body, user }) => {
    const roasting = await updateShopRoasting({ actor: user, input: body });
    const days = roasting.roastWeekdays.map((day) => WEEKDAY_NAMES[day]).join(', ');
    return json({
      message: `Roasting days saved: ${days}. Next shop roast: ${formatRoastDay(roasting.nextRoastDay)}.`,
      ...roasting,
    });
  },
);
