'use client';

import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCart } from './cart-provider';

export function AddToCartButton({
  productId,
  optionId = null,
  productName,
  quantity = 1,
  campaignId,
  ...props
}: {
  productId: number;
  /** The grind and size picked (issue 28); null = the coffee's default. */
  optionId?: number | null;
  productName: string;
  quantity?: number;
  campaignId?: number | null;
} & Omit<ButtonProps, 'onClick'>) {
  const { addItem } = useCart();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await addItem({ productId, optionId }, quantity, campaignId);
        } catch {
          // The cart already showed the error toast.
        } finally {
          setBusy(false);
        }
      }}
      {...props}
    >
      <ShoppingBag />
      Add to Cart<span className="sr-only"> for {productName}</span>
    </Button>
  );
}
