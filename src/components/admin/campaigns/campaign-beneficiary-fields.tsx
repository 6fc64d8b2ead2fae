'use client';

import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import type { CampaignFormBody, CampaignFormValues } from '@/lib/forms/admin-campaign-form';

/**
 * Issue 29: the organisation the campaign raises money for, as receipts and year-end statements name it. An empty
 * name means none (receipts then say nothing of contributions).
 */
export function CampaignBeneficiaryFields({
  form,
  disabled,
}: {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignFormBody>;
  disabled?: boolean;
}) {
  return (
    <section aria-labelledby="campaign-beneficiary-heading" className="grid gap-3 border-t pt-4">
      <h3 id="campaign-beneficiary-heading" className="text-sm font-semibold">
        Receipts
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="beneficiaryName"
          label="Beneficiary Organisation"
          hint="Named on receipts as the recipient of contributions. Leave empty for none."
          autoComplete="off"
        />
        <TextField
          control={form.control}
          name="beneficiaryTaxId"
          label="Tax ID"
          hint="Optional, for example 12-3456789."
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <FormField
        control={form.control}
        name="beneficiaryShareIsContribution"
        render={({ field }) => (
          <FormItem hasDescription className="grid grid-cols-[auto_1fr] items-center space-y-0 gap-x-3 gap-y-1">
            <FormControl>
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={field.value}
                disabled={disabled}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            </FormControl>
            <FormLabel>The team’s share counts as a contribution</FormLabel>
            <FormDescription className="col-start-2">
              When on, receipts count the team’s share of each bag beside gifts as a contribution.
            </FormDescription>
          </FormItem>
        )}
      />
    </section>
  );
}
