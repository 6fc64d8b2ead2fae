'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions, DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { Form } from '@/components/ui/form';
import { useSavePickupOption, type PickupScope } from '@/hooks/api/pickup-options';
import {
  pickupOptionFormSchema,
  pickupOptionToFormValues,
  type PickupOptionFormBody,
  type PickupOptionFormValues,
} from '@/lib/forms/campaign-plan-form';
import type { ManagedPickupOption } from '@/lib/plan/plan-types';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

/** What the dialog is open for: a new option, or editing one from the list. */
export type PickupDialogTarget = { mode: 'create' } | { mode: 'edit'; option: ManagedPickupOption };

type Props = TargetDialogProps & {
  target: PickupDialogTarget | null;
  scope: PickupScope;
  campaignId: number | null;
};

const KIND_OPTIONS = [
  { value: 'meetup', label: 'Meetup (a place, a time window)' },
  { value: 'delivery', label: 'Local delivery (an area, a date window)' },
];

const SHOP_TIME = `Shop time (${SHOP_TIME_ZONE.replace('_', ' ')}).`;

/** Add or edit a pickup option: kind, name, address or area, the window, an optional capacity. */
export function PickupOptionDialog({ target, onClose, contentProps, scope, campaignId }: Props) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <PickupOptionForm
          key={target.mode === 'edit' ? target.option.id : 'new'}
          target={target}
          onClose={onClose}
          contentProps={contentProps}
          scope={scope}
          campaignId={campaignId}
        />
      ) : null}
    </Dialog>
  );
}

function PickupOptionForm({
  target,
  onClose,
  contentProps,
  scope,
  campaignId,
}: Props & { target: PickupDialogTarget }) {
  const editing = target.mode === 'edit';
  const save = useSavePickupOption(scope, campaignId);
  const form = useForm<PickupOptionFormValues, unknown, PickupOptionFormBody>({
    resolver: zodResolver(pickupOptionFormSchema),
    mode: 'onBlur',
    defaultValues: pickupOptionToFormValues(editing ? target.option : null),
  });
  const saving = form.formState.isSubmitting || save.isPending;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing ? target.option.id : null, body });
      onClose();
    } catch {
      // The mutation showed the failure toast; the dialog stays open with the entries kept.
    }
  });

  return (
    <DialogShell
      preventClose={saving}
      className="sm:max-w-xl"
      {...contentProps}
      title={editing ? 'Edit pickup option' : 'Add pickup option'}
      description="Where and when buyers collect their bags. Buyers choose one at checkout."
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
          <SelectField control={form.control} name="kind" label="Kind" options={KIND_OPTIONS} disabled={saving} />
          <TextField
            control={form.control}
            name="name"
            label={kind === 'meetup' ? 'Place' : 'Name'}
            placeholder={kind === 'meetup' ? 'School gym' : 'North side delivery'}
            required
            autoComplete="off"
            disabled={saving}
          />
          <TextField
            control={form.control}
            name="address"
            label={kind === 'meetup' ? 'Address' : 'Area'}
            hint={kind === 'meetup' ? undefined : 'Optional: the streets or neighbourhoods you deliver to.'}
            required={kind === 'meetup'}
            autoComplete="off"
            disabled={saving}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="startsAt"
              label="Starts"
              type="datetime-local"
              hint={SHOP_TIME}
              required
              disabled={saving}
            />
            <TextField
              control={form.control}
              name="endsAt"
              label="Ends"
              type="datetime-local"
              required
              disabled={saving}
            />
          </div>
          <TextField
            control={form.control}
            name="capacity"
            label="Capacity (orders)"
            hint="Optional. Checkout refuses the option once this many orders chose it."
            inputMode="numeric"
            autoComplete="off"
            disabled={saving}
          />
          <DialogActions label={editing ? 'Save changes' : 'Add option'} busy={saving} onCancel={onClose} />
        </form>
      </Form>
    </DialogShell>
  );
}
