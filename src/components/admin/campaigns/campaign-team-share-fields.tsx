'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import type { CampaignFormBody, CampaignFormValues, TeamShareKind } from '@/lib/forms/admin-campaign-form';

const KIND_OPTIONS: ReadonlyArray<{ value: TeamShareKind; label: string }> = [
  { value: 'none', label: 'No team share' },
  { value: 'percent', label: 'Percentage of the price' },
  { value: 'perBag', label: 'Fixed amount per bag' },
];

/** The team's share per bag (issue 14): its kind, then a percentage or a dollar amount; none clears it. */
export function CampaignTeamShareFields({
  form,
  disabled,
}: {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignFormBody>;
  disabled?: boolean;
}) {
  const kind = useWatch({ control: form.control, name: 'teamShareKind' });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        control={form.control}
        name="teamShareKind"
        label="Team Share"
        hint="What each bag sold gives the team."
        options={KIND_OPTIONS}
        disabled={disabled}
        onValueChange={() => {
          form.setValue('teamShareValue', '');
          form.clearErrors('teamShareValue');
        }}
      />
      {kind === 'percent' ? (
        <TextField
          key="percent"
          control={form.control}
          name="teamShareValue"
          label="Share of the Price (%)"
          hint="0 to 100, at most one decimal."
          placeholder="20"
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          max="100"
        />
      ) : kind === 'perBag' ? (
        <TextField
          key="perBag"
          control={form.control}
          name="teamShareValue"
          label="Amount per Bag ($)"
          hint="Never more than the bag’s price."
          placeholder="2.00"
          {...MONEY_INPUT}
        />
      ) : null}
    </div>
  );
}
