'use client';

import type { FieldControl } from '@/components/forms/field-shell';
import { FieldShell } from '@/components/forms/field-shell';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { useFormField } from '@/components/ui/form';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import type { PlanFormValues } from '@/lib/forms/campaign-plan-form';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import { paymentMethods, type PaymentMethod } from '@/lib/validation/order-payments';

/**
 * The campaign plan's fields (issue 25): the order deadline on the shop's clock and the payment instructions. Used by
 * the admin's campaign dialog and the plan page; the form's values include PlanFormValues.
 */
export function PlanFields<T extends PlanFormValues>({
  control,
  disabled,
}: {
  control: FieldControl<T, unknown>;
  disabled?: boolean;
}) {
  // The fields only read the plan's own names.
  const plan = control as unknown as FieldControl<PlanFormValues, unknown>;
  return (
    <div className="grid gap-5">
      <TextField
        control={plan}
        name="orderDeadline"
        label="Order deadline"
        type="datetime-local"
        hint={`Optional. Shop time (${SHOP_TIME_ZONE.replace('_', ' ')}). Orders after it are refused; leave empty for none.`}
        disabled={disabled}
      />
      <FieldShell
        control={plan}
        name="paymentMethods"
        hint="What buyers may pay with; leave all unchecked for no instructions."
      >
        {(field) => (
          <MethodsFieldset
            value={(field.value as PaymentMethod[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            fieldRef={field.ref}
            disabled={disabled}
          />
        )}
      </FieldShell>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={plan}
          name="paymentHandle"
          label="Venmo/Zelle handle"
          placeholder="@band-boosters"
          autoComplete="off"
          disabled={disabled}
        />
        <TextField
          control={plan}
          name="paymentPayableTo"
          label="Checks payable to"
          autoComplete="off"
          disabled={disabled}
        />
      </div>
      <TextareaField
        control={plan}
        name="paymentNote"
        label="Note to buyers"
        hint="Optional, e.g. when and where to bring cash."
        className="[&_textarea]:min-h-20"
        disabled={disabled}
      />
    </div>
  );
}

/** The methods as a group of checkboxes, described by the field's hint or error. */
function MethodsFieldset({
  value,
  onChange,
  onBlur,
  name,
  fieldRef,
  disabled,
}: {
  value: PaymentMethod[];
  onChange: (value: PaymentMethod[]) => void;
  onBlur: () => void;
  name: string;
  fieldRef: (element: HTMLInputElement | null) => void;
  disabled?: boolean;
}) {
  const { descriptionId, messageId, error } = useFormField();
  const toggle = (method: PaymentMethod, on: boolean) =>
    onChange(
      on
        ? paymentMethods.filter((item) => item === method || value.includes(item))
        : value.filter((item) => item !== method),
    );
  return (
    <fieldset aria-describedby={error ? messageId : descriptionId}>
      <legend className="mb-1 text-sm font-medium">Accepted payment methods</legend>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {paymentMethods.map((method) => (
          <label key={method} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              name={name}
              value={method}
              checked={value.includes(method)}
              disabled={disabled}
              onChange={(event) => toggle(method, event.target.checked)}
              onBlur={onBlur}
              ref={method === paymentMethods[0] ? fieldRef : undefined}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
