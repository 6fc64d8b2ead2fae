'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';

export type CampaignDialogProps = TargetDialogProps & { campaign: AdminCampaign | null };

/**
 * A dialog about one campaign whose body saves its own changes (or only shows figures): open while there is a
 * campaign, with a title, a description of the campaign and a Close button.
 */
export function CampaignCloseDialog({
  campaign,
  onClose,
  contentProps,
  title,
  description,
  className,
  children,
}: CampaignDialogProps & {
  title: string;
  description: (campaign: AdminCampaign) => React.ReactNode;
  className: string;
  children: (campaign: AdminCampaign) => React.ReactNode;
}) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {campaign ? (
        <DialogShell
          className={className}
          {...contentProps}
          title={title}
          description={description(campaign)}
          footer={
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
          }
        >
          {children(campaign)}
        </DialogShell>
      ) : null}
    </Dialog>
  );
}
