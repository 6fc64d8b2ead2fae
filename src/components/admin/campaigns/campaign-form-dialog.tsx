'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions, DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignDetails } from '@/hooks/api/admin-campaigns';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { CampaignForm } from './campaign-form';

/** What the dialog is open for: a new campaign, or editing one from the table. */
export type CampaignDialogTarget = { mode: 'create' } | { mode: 'edit'; campaign: AdminCampaign };

type Props = TargetDialogProps & { target: CampaignDialogTarget | null };

/** Create New Campaign / Edit Campaign: 'Create Campaign' or 'Save Changes', 'Saving...' and no closing while saving. */
export function CampaignFormDialog({ target, onClose, contentProps }: Props) {
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

function CampaignFormLoader({ target, onClose, contentProps }: Props & { target: CampaignDialogTarget }) {
  const editing = target.mode === 'edit';
  const details = useCampaignDetails(editing ? target.campaign.id : null);
  const [saving, setSaving] = useState(false);
  return (
    <DialogShell
      preventClose={saving}
      className="sm:max-w-2xl"
      {...contentProps}
      title={editing ? 'Edit Campaign' : 'Create New Campaign'}
      description={
        editing
          ? 'Change the campaign’s details, dates and captain.'
          : 'Set up a fundraising campaign. Add products and participants from the table afterwards.'
      }
    >
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
          <DialogActions label="Try Again" onConfirm={() => void details.refetch()} onCancel={onClose} />
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
    </DialogShell>
  );
}
