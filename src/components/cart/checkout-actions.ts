'use server';

/** What the checkout answers a form posted without JavaScript. */
export type CheckoutFallbackState = { notPlaced: boolean };

/**
 * The checkout's form without JavaScript: the cart lives in the browser, so no order can be placed from here. The
 * page answers that the order was NOT placed and why (the form never goes out by GET with the buyer's details).
 */
export async function refuseCheckoutWithoutJavaScript(): Promise<CheckoutFallbackState> {
  return { notPlaced: true };
}
