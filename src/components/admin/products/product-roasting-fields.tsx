'use client';

import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import type { ProductFormValues } from '@/lib/forms/admin-product-form';
import type { CreateProductInput } from '@/lib/validation/admin-products';
import { ProductCampaignCaps } from './product-campaign-caps';
import { ShopCapStatus } from './shop-cap-status';

/**
 * "Roasting and limits" (issue 28): shrinkage (green coffee to roast = roasted ÷ (1 − shrinkage)), the optional cap
 * per roast day on shop orders (bags and/or pounds), and, for a saved coffee, its cap in each campaign selling it.
 */
export function ProductRoastingFields({
  productId,
  shopCapped,
  disabled,
}: {
  productId: number | null;
  /** The saved coffee has a shop cap per roast day: its next roast day's figures are shown. */
  shopCapped: boolean;
  disabled: boolean;
}) {
  const { control } = useFormContext<ProductFormValues, unknown, CreateProductInput>();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="text-sm font-medium">Roasting and limits</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          control={control}
          name="shrinkagePercent"
          label="Shrinkage (%)"
          inputMode="decimal"
          hint="Weight lost in the roaster; 15 if unsure."
        />
        <TextField control={control} name="shopCapBags" label="Shop cap per roast day (bags)" inputMode="numeric" />
        <TextField control={control} name="shopCapPounds" label="Shop cap per roast day (lb)" inputMode="decimal" />
      </div>
      <p className="text-xs text-muted-foreground">
        The shop cap limits orders without a campaign on each roast day; leave both empty for no limit.
      </p>
      {productId === null ? null : <ShopCapStatus productId={productId} capped={shopCapped} />}
      {productId === null ? (
        <p className="text-xs text-muted-foreground">Campaign limits can be set once the coffee is saved.</p>
      ) : (
        <ProductCampaignCaps productId={productId} />
      )}
    </fieldset>
  );
}
