/** The shop's own orders in the Overview's sales by campaign (no campaign). */
export const SHOP_ORDERS_NAME = 'Shop orders (no campaign)';
