'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions, DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { useCampaignDetails, useSetCampaignProducts } from '@/hooks/api/admin-campaigns';
import { useAllAdminProducts } from '@/hooks/api/admin-products';

/** Spec section 9: the campaign products skeleton has 6 rows. */
const SKELETON_ROWS = 6;

/** Manage Products: a checkbox per product, Cancel and Update Products (replaces the campaign's whole set). */
export function CampaignProductsDialog({
  campaign,
  onClose,
  contentProps,
}: TargetDialogProps & { campaign: AdminCampaign | null }) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      {campaign ? (
        <DialogShell
          preventClose={saving}
          className="sm:max-w-lg"
          {...contentProps}
          title="Manage Products"
          description={<>Choose the coffees sold through {campaign.name}.</>}
        >
          <ProductsChooser key={campaign.id} campaign={campaign} onClose={onClose} onSavingChange={setSaving} />
        </DialogShell>
      ) : null}
    </Dialog>
  );
}

function ProductsChooser({
  campaign,
  onClose,
  onSavingChange,
}: {
  campaign: AdminCampaign;
  onClose: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const products = useAllAdminProducts();
  const details = useCampaignDetails(campaign.id);
  const save = useSetCampaignProducts();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const loading = products.isPending || details.isPending;
  const error = products.error ?? details.error;
  const selected = chosen ?? new Set(details.data?.productIds ?? []);
  // Active products, plus any inactive one the campaign still lists (so it can be taken out).
  const rows = (products.data ?? []).filter((product) => product.isActive || selected.has(product.id));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const submit = async () => {
    onSavingChange(true);
    try {
      await save.mutateAsync({ campaignId: campaign.id, productIds: [...selected], isActive: true });
      onSavingChange(false);
      onClose();
    } catch {
      onSavingChange(false);
    }
  };

  return (
    <>
      {loading ? (
        <ul className="grid gap-3" aria-busy="true" aria-label="Loading products">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} data-testid="skeleton-row" className="flex items-center gap-3">
              <Skeleton className="size-4" />
              <Skeleton className="h-4 flex-1" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Failed to load products: {error.message || 'Request failed'}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No products available.</p>
      ) : (
        <fieldset className="max-h-[50dvh] overflow-y-auto rounded-lg border" disabled={save.isPending}>
          <legend className="sr-only">Products sold in {campaign.name}</legend>
          <ul className="divide-y">
            {rows.map((product) => (
              <li key={product.id}>
                <label className="flex cursor-pointer items-center gap-3 px-4 py-3 hover:bg-muted/50">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={selected.has(product.id)}
                    onChange={(event) => toggle(product.id, event.target.checked)}
                  />
                  <span className="flex-1 font-medium">
                    {product.name}
                    {product.isActive ? null : <span className="text-muted-foreground"> (inactive)</span>}
                  </span>
                  <span className="text-sm text-muted-foreground tabular-nums">{formatPrice(product.price)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <DialogActions
        label="Update Products"
        busy={save.isPending}
        onConfirm={() => void submit()}
        disabled={loading || Boolean(error)}
        onCancel={onClose}
      />
    </>
  );
}
