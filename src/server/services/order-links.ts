import 'server-only';
import { orderPagePath } from '@/lib/paths/order-page';
import { getEnv } from '@/env';

/** The buyer's order page as an absolute link, for the order answer and every buyer e-mail. */
export const orderPageUrl = (order: { orderNumber: string; accessKey: string }) =>
  `${getEnv().APP_URL}${orderPagePath(order.orderNumber, order.accessKey)}`;
