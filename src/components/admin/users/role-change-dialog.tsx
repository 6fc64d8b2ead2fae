'use client';

import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt, type TargetDialogProps } from '@/components/ui/dialog-shell';
import type { AdminUser } from '@/lib/contracts/admin-users';
import { ROLE_LABELS, type AssignableRole } from '@/lib/roles';
import { roleChangeText } from './role-change-text';
import { userName } from './user-columns';

export type RoleChange = { user: AdminUser; role: AssignableRole };

/** Confirms a role switch, saying what happens to the captain the person belongs to (role-change-text.ts). */
export function RoleChangeDialog({
  change,
  onConfirm,
  onClose,
  contentProps,
}: TargetDialogProps & { change: RoleChange | null; onConfirm: (change: RoleChange) => void }) {
  const text = change ? roleChangeText(change.user, userName(change.user), change.role) : null;
  return (
    <AlertDialog open={change !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {change && text ? (
        <AlertDialogContent {...contentProps}>
          <AlertDialogPrompt title={text.title} description={text.description}>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              type="button"
              onClick={() => {
                onConfirm(change);
                onClose();
              }}
            >
              Make {ROLE_LABELS[change.role]}
            </Button>
          </AlertDialogPrompt>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
