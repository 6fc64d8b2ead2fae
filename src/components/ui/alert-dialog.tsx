'use client';

import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';
import { dialogClasses, guardClose, slotted } from './dialog-parts';

/*
 * shadcn-style Radix alert dialog: focus starts on Cancel, a click outside does nothing, Escape cancels.
 * `preventClose` keeps it open while its action runs (spec: dialogs cannot be closed while saving).
 */

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  preventClose = false,
  onEscapeKeyDown,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content> & { preventClose?: boolean }) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={dialogClasses.overlay} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(dialogClasses.content, className)}
        onEscapeKeyDown={guardClose(preventClose, onEscapeKeyDown)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = slotted('div', 'alert-dialog-header', 'flex flex-col gap-2 text-left');
export const AlertDialogFooter = slotted('div', 'alert-dialog-footer', dialogClasses.footer);
export const AlertDialogTitle = slotted(AlertDialogPrimitive.Title, 'alert-dialog-title', dialogClasses.title);
export const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  dialogClasses.description,
);

/** Closes the dialog when clicked; call `event.preventDefault()` in onClick to keep it open (e.g. a next step). */
export function AlertDialogAction({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant: 'destructive' }), className)} {...props} />
  );
}

export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />;
}
