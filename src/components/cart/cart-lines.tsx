'use client';

import { Minus, Plus, Trash2 } from 'lucide-react';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/components/products/product-image';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { MAX_LINE_QUANTITY } from '@/lib/cart/limits';
import type { LineRef, PricedLine } from '@/lib/cart/guest-cart';
import { optionLabel } from '@/lib/coffee/options';
import { formatCents } from '@/lib/format';
import { lineTotal } from '@/lib/money';

type Props = {
  lines: PricedLine[];
  updateQuantity: (line: LineRef, quantity: number) => Promise<void>;
  removeItem: (line: LineRef) => Promise<void>;
};

/** The cart's lines with − / + / remove each (CartSidebar loads this only when the cart has lines). */
export function CartLines({ lines, updateQuantity, removeItem }: Props) {
  // The cart provider has shown the failure in a toast already.
  const ignore = () => {};
  return (
    <ul className="divide-y" aria-label="Cart items">
      {lines.map((line) => (
        <li key={`${line.productId}-${line.optionId ?? 'default'}`} className="flex gap-3 px-5 py-4">
          <Image
            src={line.imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded-md border object-cover"
          />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <p className="truncate font-medium">{line.name}</p>
              <p className="shrink-0 font-semibold tabular-nums">
                {formatCents(lineTotal(line.priceCents, line.quantity))}
              </p>
            </div>
            <p className="text-xs text-muted-foreground">
              {optionLabel(line)} · {formatCents(line.priceCents)} each
            </p>
            <div className="mt-2 flex items-center justify-between">
              <div
                className="inline-flex items-center rounded-full border"
                role="group"
                aria-label={`Quantity of ${line.name}, ${optionLabel(line)}`}
              >
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Decrease quantity of ${line.name}, ${optionLabel(line)}`}
                  onClick={() => updateQuantity(line, line.quantity - 1).catch(ignore)}
                >
                  <Minus />
                </Button>
                <span className="w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
                  {line.quantity}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Increase quantity of ${line.name}, ${optionLabel(line)}`}
                  disabled={line.quantity >= MAX_LINE_QUANTITY}
                  onClick={() => updateQuantity(line, line.quantity + 1).catch(ignore)}
                >
                  <Plus />
                </Button>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground hover:text-destructive"
                aria-label={`Remove ${line.name}, ${optionLabel(line)} from cart`}
                onClick={() => removeItem(line).catch(ignore)}
              >
                <Trash2 />
                Remove
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
