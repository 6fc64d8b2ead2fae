'use client';

import { useState } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { QuantitySelector } from '@/components/products/quantity-selector';

export function ProductPurchasePanel({ productId, productName }: { productId: number; productName: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl border bg-card p-4">
      <QuantitySelector value={quantity} onChange={setQuantity} label={`Quantity of ${productName}`} />
      <AddToCartButton size="lg" productId={productId} productName={productName} quantity={quantity} />
    </div>
  );
}
