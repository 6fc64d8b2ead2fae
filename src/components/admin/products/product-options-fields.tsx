'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { GRIND_LABELS } from '@/lib/coffee/options';
import { GRIND_CHOICES, newOptionRow } from '@/lib/forms/coffee-form';
import type { CreateProductInput } from '@/lib/validation/admin-products';
import { numericOrZero, type ProductFormValues } from '@/lib/forms/admin-product-form';

const nativeSelect = 'h-9 w-full rounded-md border border-input bg-transparent px-2 text-sm';

/**
 * The dialog's grind and size rows (issue 28): add, remove, and for each its grind, size, grams, price, cost and
 * whether it is sold. The first active row is the default: its price and cost are the coffee's own.
 */
export function ProductOptionsFields({ disabled }: { disabled: boolean }) {
  const form = useFormContext<ProductFormValues, unknown, CreateProductInput>();
  const rows = useFieldArray({ control: form.control, name: 'options' });
  const money = { ...MONEY_INPUT, placeholder: '0.00', normalizeOnBlur: numericOrZero };
  const listError = form.formState.errors.options?.message ?? form.formState.errors.options?.root?.message;
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="text-sm font-medium">Grinds and bag sizes</legend>
      <p className="text-xs text-muted-foreground">
        The first active row is the default (preselected for buyers); its price is the coffee&apos;s price.
      </p>
      <ul className="grid gap-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-3">
            <FormField
              control={form.control}
              name={`options.${index}.grind`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Grind</FormLabel>
                  <FormControl>
                    <select {...field} className={nativeSelect}>
                      {GRIND_CHOICES.map((grind) => (
                        <option key={grind} value={grind}>
                          {GRIND_LABELS[grind]}
                        </option>
                      ))}
                    </select>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <TextField control={form.control} name={`options.${index}.size`} label="Size" placeholder="12 oz" />
            <TextField
              control={form.control}
              name={`options.${index}.sizeGrams`}
              label="Grams"
              type="number"
              inputMode="numeric"
            />
            <TextField control={form.control} name={`options.${index}.price`} label="Price (USD)" {...money} />
            <TextField control={form.control} name={`options.${index}.cost`} label="Cost (USD)" {...money} />
            <div className="flex items-end justify-between gap-2">
              <FormField
                control={form.control}
                name={`options.${index}.isActive`}
                render={({ field }) => (
                  <FormItem className="flex items-center gap-2">
                    <FormControl>
                      <input
                        type="checkbox"
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        className="size-4"
                      />
                    </FormControl>
                    <FormLabel className="!mt-0">Sold</FormLabel>
                  </FormItem>
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove grind and size row ${index + 1}`}
                disabled={rows.fields.length <= 1}
                onClick={() => rows.remove(index)}
              >
                <Trash2 />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => rows.append(newOptionRow(form.getValues('options')))}
      >
        <Plus />
        Add grind or size
      </Button>
    </fieldset>
  );
}

/** The coffee facts: roast level, origin, process, variety, altitude and tasting notes. */
export function ProductFactsFields() {
  const { control } = useFormContext<ProductFormValues, unknown, CreateProductInput>();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="text-sm font-medium">Coffee facts</legend>
      <TextField
        control={control}
        name="roastLevel"
        label="Roast level (1 light – 5 dark)"
        type="number"
        inputMode="numeric"
      />
      <TextField control={control} name="country" label="Country" autoComplete="off" />
      <TextField control={control} name="region" label="Region" autoComplete="off" />
      <TextField control={control} name="farm" label="Farm or co-op" autoComplete="off" />
      <TextField control={control} name="process" label="Process" autoComplete="off" placeholder="Washed" />
      <TextField control={control} name="variety" label="Variety" autoComplete="off" />
      <TextField control={control} name="altitude" label="Altitude (m)" type="number" inputMode="numeric" />
      <TextField
        control={control}
        name="tastingNotes"
        label="Tasting notes"
        hint="Separated by commas; cards show the first three."
        autoComplete="off"
      />
    </fieldset>
  );
}
