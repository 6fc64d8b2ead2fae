'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignDetails } from '@/hooks/api/admin-campaigns';
import type { AdminCampaign } from '@/lib/validation/admin-campaigns';
import { CampaignForm } from './campaign-form';

/** What the dialog is open for: a new campaign, or editing one from the table. */
export type CampaignDialogTarget = { mode: 'create' } | { mode: 'edit'; campaign: AdminCampaign };

/** Create New Campaign / Edit Campaign: 'Create Campaign' or 'Save Changes', 'Saving...' and no closing while saving. */
export function CampaignFormDialog({
  target,
  onClose,
  contentProps,
}: {
  target: CampaignDialogTarget | null;
  onClose: () => void;
  /** From useDialogTarget: focus goes back to the opener. */
  contentProps: { onCloseAutoFocus: (event: Event) => void };
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <CampaignFormLoader
          key={target.mode === 'edit' ? target.campaign.id : 'new'}
          target={target}
          onClose={onClose}
          contentProps={contentProps}
        />
      ) : null}
    </Dialog>
  );
}

function CampaignFormLoader({
  target,
  onClose,
  contentProps,
}: {
  target: CampaignDialogTarget;
  onClose: () => void;
  /** From useDialogTarget: focus goes back to the opener. */
  contentProps: { onCloseAutoFocus: (event: Event) => void };
}) {
  const editing = target.mode === 'edit';
  const details = useCampaignDetails(editing ? target.campaign.id : null);
  const [saving, setSaving] = useState(false);
  return (
    <DialogContent preventClose={saving} className="sm:max-w-2xl" {...contentProps}>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Campaign' : 'Create New Campaign'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Change the campaign’s details, dates and captain.'
            : 'Set up a fundraising campaign. Add products and participants from the table afterwards.'}
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
          <p className="text-sm font-medium text-destructive">
            Failed to load campaign details: {details.error.message || 'Request failed'}
          </p>
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
        <CampaignForm
          target={target}
          details={details.data}
          detailsError={details.error?.message}
          onClose={onClose}
          onSavingChange={setSaving}
        />
      )}
    </DialogContent>
  );
}
