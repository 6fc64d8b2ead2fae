'use client';

import { useState } from 'react';
import { QuantitySelector } from '@/components/products/quantity-selector';

export function ProductPurchasePanel({ productName }: { productId: number; productName: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl border bg-card p-4">
      <QuantitySelector value={quantity} onChange={setQuantity} label={`Quantity of ${productName}`} />
    </div>
  );
}
