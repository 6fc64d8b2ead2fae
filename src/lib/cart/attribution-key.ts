/** Where the cart's attribution lives in localStorage (src/lib/cart/attribution.ts); its own module so that a page
 * needing only the key (QrArrival) does not bundle the readers. */
export const CART_ATTRIBUTION_KEY = 'sg-cart-attribution';
