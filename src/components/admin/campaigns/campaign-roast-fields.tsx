'use client';

import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { useAllAdminProducts } from '@/hooks/api/admin-products';
import type { CampaignFormBody, CampaignFormValues } from '@/lib/forms/admin-campaign-form';

type CampaignForm = UseFormReturn<CampaignFormValues, unknown, CampaignFormBody>;

/**
 * Issue 28 in the campaign dialog: the roast day (buyers see it on the campaign's pages, order page and e-mails) and
 * a compact batch limit per coffee the campaign sells: at most so many bags (any size) and/or pounds of roasted coffee.
 */
export function CampaignRoastFields({ form, editing }: { form: CampaignForm; editing: boolean }) {
  return (
    <section aria-labelledby="campaign-roast-heading" className="grid gap-3 border-t pt-4">
      <h3 id="campaign-roast-heading" className="text-sm font-semibold">
        Roast day and batch limits
      </h3>
      <TextField
        control={form.control}
        name="roastDate"
        label="Roast Day"
        type="date"
        hint="Optional. The day this campaign’s coffee is roasted; buyers see it. Changing it moves the orders not yet handed out."
        className="sm:max-w-xs"
      />
      <CampaignCapRows form={form} editing={editing} />
    </section>
  );
}

function CampaignCapRows({ form, editing }: { form: CampaignForm; editing: boolean }) {
  const rows = form.watch('caps');
  const products = useAllAdminProducts({ enabled: rows.length > 0 });
  const names = new Map((products.data ?? []).map((product) => [product.id, product.name]));
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {editing
          ? 'Batch limits: this campaign sells no coffee yet. Add coffees with Manage Products, then set limits here.'
          : 'Batch limits: add coffees to the campaign with Manage Products after creating it, then set limits here.'}
      </p>
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Batch limits</legend>
      <p className="text-sm text-muted-foreground">
        Leave blank for no limit. With both, the tighter one applies; orders beyond a limit are refused.
      </p>
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const name = names.get(row.productId) ?? `Coffee #${row.productId}`;
          return (
            <li
              key={row.productId}
              className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_9rem_9rem] sm:items-end sm:gap-3"
              data-cap-product={row.productId}
            >
              <p className="text-sm font-medium break-words sm:pb-2.5">{name}</p>
              <TextField
                control={form.control}
                name={`caps.${index}.maxBags`}
                label={`Max bags of ${name}`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="No limit"
                className="[&_label]:text-xs"
              />
              <TextField
                control={form.control}
                name={`caps.${index}.maxPounds`}
                label={`Max lb of ${name}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="No limit"
                className="[&_label]:text-xs"
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
