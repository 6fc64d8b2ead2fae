'use client';

import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { useAllAdminProducts } from '@/hooks/api/admin-products';
import type { CampaignFormBody, CampaignFormValues } from '@/lib/forms/admin-campaign-form';

type CampaignForm = UseFormReturn<CampaignFormValues, unknown, CampaignFormBody>;

/** One coffee per row: its name, then max bags and max pounds side by side (narrow enough for a 320 px phone). */
const ROW =
  'grid grid-cols-[minmax(0,1fr)_5.5rem_5.5rem] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_8rem] sm:gap-3';
const SR_ONLY_LABEL = 'space-y-0 [&_label]:sr-only';

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
      {/* Column titles for the eye; each input's own label names its coffee for screen readers. */}
      <div aria-hidden="true" className={`${ROW} text-xs font-medium text-muted-foreground`}>
        <span>Coffee</span>
        <span>Max bags</span>
        <span>Max lb</span>
      </div>
      <ul className="grid gap-2">
        {rows.map((row, index) => {
          const name = names.get(row.productId) ?? `Coffee #${row.productId}`;
          return (
            <li key={row.productId} className={ROW} data-cap-product={row.productId}>
              <p className="min-w-0 pt-2.5 text-sm font-medium break-words">{name}</p>
              <TextField
                control={form.control}
                name={`caps.${index}.maxBags`}
                label={`Max bags of ${name}`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="No limit"
                className={SR_ONLY_LABEL}
              />
              <TextField
                control={form.control}
                name={`caps.${index}.maxPounds`}
                label={`Max lb of ${name}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="No limit"
                className={SR_ONLY_LABEL}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
