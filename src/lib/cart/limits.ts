/** Cart limits, shared by the browser's guest cart (no schema library there) and the server's schemas. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
