/** A coffee option the booth sells, one stepper each. */
export type BoothItem = {
  key: string;
  productId: number;
  optionId: number;
  name: string;
  /** "Whole bean, 12 oz" when the coffee has several options; null when it has one. */
  option: string | null;
  priceCents: number;
};

export type BoothSeller = { id: number; name: string };
