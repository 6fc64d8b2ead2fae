'use client';

import { MapPin, Pencil, Plus, Trash2, Truck } from 'lucide-react';
import { useRef } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useDialogTarget } from '@/hooks/use-dialog-target';
import { useDeletePickupOption, useManagedPickupOptions, type PickupScope } from '@/hooks/api/pickup-options';
import type { ManagedPickupOptionsResponse } from '@/lib/contracts/campaign-plan';
import type { ManagedPickupOption } from '@/lib/plan/plan-types';
import { pickupWindowText } from '@/lib/plan/pickup-text';
import { PickupOptionDialog, type PickupDialogTarget } from './pickup-option-dialog';

/**
 * A campaign's pickup options (or the shop's own, campaignId null) as staff or its captain manage them: each with its
 * kind, place, window, capacity and the orders that chose it; add and edit in a dialog, delete after a confirm.
 * `scope` picks the endpoint set (admin or captain).
 */
export function PickupOptionsManager({
  scope,
  campaignId,
  initial,
  headingLevel = 2,
}: {
  scope: PickupScope;
  campaignId: number | null;
  initial: ManagedPickupOptionsResponse;
  headingLevel?: 2 | 3;
}) {
  const list = useManagedPickupOptions(scope, campaignId, initial);
  const edit = useDialogTarget<PickupDialogTarget>();
  const sectionRef = useRef<HTMLElement>(null);
  const remove = useDialogTarget<ManagedPickupOption>(sectionRef);
  const Heading = `h${headingLevel}` as const;
  const options = list.data.pickupOptions;

  return (
    <section aria-labelledby="pickup-options-heading" ref={sectionRef} tabIndex={-1} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="pickup-options-heading" className="text-xl font-semibold">
          Pickup options
        </Heading>
        <Button type="button" size="lg" className="h-11" onClick={() => edit.open({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Add pickup option
        </Button>
      </div>
      {list.isError ? (
        <ErrorAlert
          title="Could not refresh the pickup options"
          message={list.error.message || 'Request failed'}
          actions={
            <Button type="button" variant="outline" className="h-11" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}
      {options.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          No pickup options yet. Add a meetup or a local delivery so buyers can choose where to get their bags.
        </p>
      ) : (
        <ul className="grid gap-3" aria-busy={list.isFetching || undefined}>
          {options.map((option) => (
            <PickupOptionRow
              key={option.id}
              option={option}
              onEdit={() => edit.open({ mode: 'edit', option })}
              onDelete={() => remove.open(option)}
            />
          ))}
        </ul>
      )}
      <PickupOptionDialog
        target={edit.target}
        onClose={edit.close}
        contentProps={edit.contentProps}
        scope={scope}
        campaignId={campaignId}
      />
      <DeletePickupDialog
        option={remove.target}
        onClose={remove.close}
        contentProps={remove.contentProps}
        scope={scope}
      />
    </section>
  );
}

function capacityText(option: ManagedPickupOption) {
  const orders = `${option.orderCount} order${option.orderCount === 1 ? '' : 's'}`;
  if (option.capacity === null) return `${orders} · no limit`;
  return `${orders} of ${option.capacity}${option.remaining === 0 ? ' · full' : ''}`;
}

function PickupOptionRow({
  option,
  onEdit,
  onDelete,
}: {
  option: ManagedPickupOption;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const Icon = option.kind === 'meetup' ? MapPin : Truck;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0 space-y-1">
        <Badge variant="secondary">
          <Icon aria-hidden="true" className="size-3.5" />
          {option.kind === 'meetup' ? 'Meetup' : 'Delivery'}
        </Badge>
        <p className="font-semibold break-words">{option.name}</p>
        {option.address ? <p className="text-sm break-words text-muted-foreground">{option.address}</p> : null}
        <p className="text-sm">{pickupWindowText(option)}</p>
        <p className="text-sm text-muted-foreground tabular-nums">{capacityText(option)}</p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" className="h-11 flex-1 sm:flex-none" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {option.name}</span>
        </Button>
        <Button type="button" variant="outline" className="h-11 flex-1 sm:flex-none" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {option.name}</span>
        </Button>
      </div>
    </li>
  );
}

function DeletePickupDialog({
  option,
  onClose,
  contentProps,
  scope,
}: TargetDialogProps & { option: ManagedPickupOption | null; scope: PickupScope }) {
  const remove = useDeletePickupOption(scope);
  const confirm = async () => {
    if (!option) return;
    try {
      await remove.mutateAsync(option.id);
    } catch {
      // The mutation showed the failure toast (409 while orders hold it).
    }
    onClose();
  };
  return (
    <AlertDialog open={option !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {option ? (
        <AlertDialogContent preventClose={remove.isPending} {...contentProps}>
          <AlertDialogPrompt
            title={<>Delete “{option.name}”?</>}
            description={
              option.orderCount > 0
                ? `${option.orderCount} order${option.orderCount === 1 ? '' : 's'} chose this option: move them to another option first.`
                : 'Buyers will no longer be able to choose it.'
            }
          >
            <AlertDialogCancel className="h-11" disabled={remove.isPending}>
              Keep it
            </AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              className="h-11"
              onClick={() => void confirm()}
              disabled={remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogPrompt>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
