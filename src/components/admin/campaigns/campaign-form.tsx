'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { DialogActions } from '@/components/ui/dialog-shell';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { useSaveCampaign } from '@/hooks/api/admin-campaigns';
import {
  campaignFormSchema,
  campaignToFormValues,
  slugify,
  type CampaignFormBody,
  type CampaignFormValues,
} from '@/lib/forms/admin-campaign-form';
import type { CampaignDetails } from '@/lib/contracts/admin-campaigns';
import type { CampaignDialogTarget } from './campaign-form-dialog';
import { PlanFields } from '@/components/plan/plan-fields';
import { CampaignBeneficiaryFields } from './campaign-beneficiary-fields';
import { CampaignPrivacyFields } from './campaign-privacy-fields';
import { CampaignRoastFields } from './campaign-roast-fields';
import { CampaignTeamShareFields } from './campaign-team-share-fields';

/** The Select needs a non-empty value for 'No Captain'. */
const NO_CAPTAIN = 'none';

function captainHelp(details: CampaignDetails | undefined, detailsError: string | undefined) {
  if (detailsError) return `Could not load captains: ${detailsError}`;
  if (details && details.totalCaptains === 0)
    return 'No fundraising captains available. Create captain accounts first.';
  if (details && details.captains.length === 0)
    return 'All captains are either managing other active campaigns or participating in campaigns.';
  if (details && details.filteredCaptains > 0)
    return `${details.filteredCaptains} captain(s) filtered out (already assigned or participating in active campaigns).`;
  return 'Optional. The captain manages the team for this campaign.';
}

/** The create/edit campaign form: the slug follows the name until it is edited by hand. */
export function CampaignForm({
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
  const form = useForm<CampaignFormValues, unknown, CampaignFormBody>({
    resolver: zodResolver(campaignFormSchema),
    mode: 'onBlur',
    defaultValues: campaignToFormValues(
      editing ? (details?.campaign ?? target.campaign) : null,
      editing ? (details?.productIds ?? []) : [],
    ),
  });
  const saving = form.formState.isSubmitting || save.isPending;
  // An existing campaign's slug is already chosen.
  const [slugTouched, setSlugTouched] = useState(editing && Boolean(target.campaign.slug));

  const onSubmit = form.handleSubmit(async (body) => {
    onSavingChange(true);
    try {
      if (target.mode === 'edit') await save.mutateAsync({ mode: 'edit', body: { id: target.campaign.id, ...body } });
      else await save.mutateAsync({ mode: 'create', body });
      onSavingChange(false);
      onClose();
    } catch {
      // The mutation showed the failure toast; the dialog stays open with the entries kept.
      onSavingChange(false);
    }
  });

  const captainOptions = [
    { value: NO_CAPTAIN, label: 'No Captain' },
    ...(details?.captains ?? []).map((captain) => ({
      value: String(captain.id),
      label: `${captain.displayName} (${captain.email})`,
    })),
  ];
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
        <TextField
          control={form.control}
          name="name"
          label="Campaign Name"
          required
          autoComplete="off"
          onValueChange={(name) =>
            !slugTouched && form.setValue('slug', slugify(name), { shouldValidate: form.formState.isSubmitted })
          }
        />
        <TextField
          control={form.control}
          name="slug"
          label="URL Slug"
          hint="Lowercase letters, numbers and hyphens only; must be unique. Public page: /campaigns/{slug}"
          autoComplete="off"
          spellCheck={false}
          onValueChange={() => setSlugTouched(true)}
        />
        <TextareaField
          control={form.control}
          name="description"
          label="Description"
          className="[&_textarea]:min-h-20"
        />
        <SelectField
          control={form.control}
          name="captainId"
          label="Campaign Captain"
          hint={captainHelp(details, detailsError)}
          options={captainOptions}
          disabled={saving}
          format={(value) => (value ? String(value) : NO_CAPTAIN)}
          parse={(value) => (value === NO_CAPTAIN ? '' : value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="startDate" label="Start Date" type="date" />
          <TextField control={form.control} name="endDate" label="End Date" type="date" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="goalAmount"
            label="Goal Amount ($)"
            hint="Optional, in dollars."
            placeholder="2500.00"
            {...MONEY_INPUT}
          />
          <FormField
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <FormItem className="flex items-center gap-3 space-y-0 self-center pt-5">
                <FormControl>
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                </FormControl>
                <FormLabel>Active</FormLabel>
              </FormItem>
            )}
          />
        </div>
        <CampaignRoastFields form={form} editing={editing} />
        <CampaignTeamShareFields form={form} disabled={saving} />
        <CampaignPrivacyFields form={form} disabled={saving} />
        <CampaignBeneficiaryFields form={form} disabled={saving} />
        <section aria-labelledby="campaign-plan-heading" className="grid gap-3 border-t pt-4">
          <h3 id="campaign-plan-heading" className="text-sm font-semibold">
            Orders close and how buyers pay
          </h3>
          <PlanFields control={form.control} disabled={saving} />
        </section>
        <DialogActions label={editing ? 'Save Changes' : 'Create Campaign'} busy={saving} onCancel={onClose} />
      </form>
    </Form>
  );
}
