'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { centsToDecimal } from '@/lib/money';
import {
  campaignFormSchema,
  campaignFormToBody,
  defaultCampaignDates,
  slugify,
  toDateInputValue,
  type AdminCampaign,
  type CampaignDetails,
  type CampaignFormValues,
} from '@/lib/validation/admin-campaigns';
import { useCampaignDetails, useSaveCampaign } from './campaign-api';

/** What the dialog is open for: a new campaign, or editing one from the table. */
export type CampaignDialogTarget = { mode: 'create' } | { mode: 'edit'; campaign: AdminCampaign };

/** The Select needs a non-empty value for 'No Captain'. */
const NO_CAPTAIN = 'none';

const resolver = zodResolver(campaignFormSchema, undefined, { raw: true });

function defaultsFor(target: CampaignDialogTarget, details?: CampaignDetails): CampaignFormValues {
  if (target.mode === 'create') {
    return { name: '', slug: '', description: '', captainId: '', ...defaultCampaignDates(), isActive: true, goalAmount: '' };
  }
  const campaign = details?.campaign ?? target.campaign;
  return {
    name: campaign.name,
    slug: campaign.slug ?? slugify(campaign.name),
    description: campaign.description ?? '',
    captainId: campaign.captainId ? String(campaign.captainId) : '',
    startDate: toDateInputValue(campaign.startDate),
    endDate: campaign.endDate ? toDateInputValue(campaign.endDate) : '',
    isActive: campaign.isActive,
    goalAmount: campaign.goalAmount === null ? '' : centsToDecimal(campaign.goalAmount),
  };
}

/** Create New Campaign / Edit Campaign: 'Create Campaign' or 'Save Changes', 'Saving...' and no closing while saving. */
export function CampaignFormDialog({ target, onClose, returnFocus }: { target: CampaignDialogTarget | null; onClose: () => void; returnFocus: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? <CampaignFormLoader key={target.mode === 'edit' ? target.campaign.id : 'new'} target={target} onClose={onClose} returnFocus={returnFocus} /> : null}
    </Dialog>
  );
}

function CampaignFormLoader({ target, onClose, returnFocus }: { target: CampaignDialogTarget; onClose: () => void; returnFocus: () => void }) {
  const editing = target.mode === 'edit';
  const details = useCampaignDetails(editing ? target.campaign.id : null);
  const [saving, setSaving] = useState(false);
  return (
    <DialogContent
      preventClose={saving}
      className="sm:max-w-2xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Campaign' : 'Create New Campaign'}</DialogTitle>
        <DialogDescription>
          {editing ? 'Change the campaign’s details, dates and captain.' : 'Set up a fundraising campaign. Add products and participants from the table afterwards.'}
        </DialogDescription>
      </DialogHeader>
      {details.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading campaign details">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : details.error && editing ? (
        <div role="alert" className="space-y-4">
          <p className="text-sm font-medium text-destructive">Failed to load campaign details: {details.error.message || 'Request failed'}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="button" onClick={() => void details.refetch()}>
              Try Again
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <CampaignForm target={target} details={details.data} detailsError={details.error?.message} onClose={onClose} onSavingChange={setSaving} />
      )}
    </DialogContent>
  );
}

function CampaignForm({
  target,
  details,
  detailsError,
  onClose,
  onSavingChange,
}: {
  target: CampaignDialogTarget;
  details?: CampaignDetails;
  detailsError?: string;
  onClose: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const editing = target.mode === 'edit';
  const save = useSaveCampaign();
  const form = useForm<CampaignFormValues>({ resolver, mode: 'onBlur', defaultValues: defaultsFor(target, details) });
  const { errors, isSubmitting } = form.formState;
  const saving = isSubmitting || save.isPending;
  // The slug follows the name until it is edited by hand; an existing campaign's slug is already chosen.
  const [slugTouched, setSlugTouched] = useState(editing && Boolean(target.campaign.slug));

  const onSubmit = form.handleSubmit(async (values) => {
    onSavingChange(true);
    try {
      const body = campaignFormToBody(values);
      if (target.mode === 'edit') await save.mutateAsync({ mode: 'edit', body: { id: target.campaign.id, ...body } });
      else await save.mutateAsync({ mode: 'create', body });
      onSavingChange(false);
      onClose();
    } catch {
      // The mutation showed the failure toast; the dialog stays open with the entries kept.
      onSavingChange(false);
    }
  });

  const err = (name: keyof CampaignFormValues) => errors[name]?.message;
  const captains = details?.captains ?? [];
  const captainHelp = detailsError
    ? `Could not load captains: ${detailsError}`
    : details && details.totalCaptains === 0
      ? 'No fundraising captains available. Create captain accounts first.'
      : details && captains.length === 0
        ? 'All captains are either managing other active campaigns or participating in campaigns.'
        : details && details.filteredCaptains > 0
          ? `${details.filteredCaptains} captain(s) filtered out (already assigned or participating in active campaigns).`
          : 'Optional. The captain manages the team for this campaign.';
  const nameField = form.register('name');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
      <div className="space-y-2">
        <Label htmlFor="campaign-name">
          Campaign Name{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
          <span className="sr-only">(required)</span>
        </Label>
        <Input
          {...fieldA11y('campaign-name', err('name'))}
          aria-required="true"
          autoComplete="off"
          {...nameField}
          onChange={(event) => {
            void nameField.onChange(event);
            if (!slugTouched) form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
          }}
        />
        {err('name') ? (
          <p id="campaign-name-error" role="alert" className="text-sm font-medium text-destructive">
            {err('name')}
          </p>
        ) : null}
      </div>
      <FormField id="campaign-slug" label="URL Slug" error={err('slug')} hint="Lowercase letters, numbers and hyphens only; must be unique. Public page: /campaigns/{slug}">
        <Input
          {...fieldA11y('campaign-slug', err('slug'))}
          autoComplete="off"
          spellCheck={false}
          {...form.register('slug', { onChange: () => setSlugTouched(true) })}
        />
      </FormField>
      <FormField id="campaign-description" label="Description" error={err('description')}>
        <Textarea {...fieldA11y('campaign-description', err('description'))} className="min-h-20" {...form.register('description')} />
      </FormField>
      <div className="space-y-2">
        <Label htmlFor="campaign-captain">Campaign Captain</Label>
        <Controller
          control={form.control}
          name="captainId"
          render={({ field }) => (
            <Select value={field.value || NO_CAPTAIN} onValueChange={(value) => field.onChange(value === NO_CAPTAIN ? '' : value)} disabled={saving}>
              <SelectTrigger id="campaign-captain" aria-describedby="campaign-captain-help">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_CAPTAIN}>No Captain</SelectItem>
                {captains.map((captain) => (
                  <SelectItem key={captain.id} value={String(captain.id)}>
                    {captain.displayName} ({captain.email})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p id="campaign-captain-help" className="text-xs text-muted-foreground">
          {captainHelp}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="campaign-start" label="Start Date" error={err('startDate')}>
          <Input {...fieldA11y('campaign-start', err('startDate'))} type="date" {...form.register('startDate')} />
        </FormField>
        <FormField id="campaign-end" label="End Date" error={err('endDate')}>
          <Input {...fieldA11y('campaign-end', err('endDate'))} type="date" {...form.register('endDate')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="campaign-goal" label="Goal Amount ($)" error={err('goalAmount')} hint="Optional, in dollars.">
          <Input
            {...fieldA11y('campaign-goal', err('goalAmount'))}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="2500.00"
            {...form.register('goalAmount')}
          />
        </FormField>
        <div className="flex items-center gap-3 self-center pt-5">
          <input id="campaign-active" type="checkbox" className="size-4 accent-primary" {...form.register('isActive')} />
          <Label htmlFor="campaign-active">Active</Label>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save Changes' : 'Create Campaign'}
        </Button>
      </DialogFooter>
    </form>
  );
}
