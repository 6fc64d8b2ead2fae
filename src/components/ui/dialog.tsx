'use client';

import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { dialogClasses, guardClose, slotted } from './dialog-parts';

/*
 * shadcn-style Radix dialog: focus is trapped inside and returns to the trigger, Escape and a click outside close
 * it, and the title names it for screen readers. `preventClose` keeps it open while something is saving
 * (spec: dialogs cannot be closed while saving): Escape, outside clicks and the × button do nothing.
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export const DialogOverlay = slotted(DialogPrimitive.Overlay, 'dialog-overlay', dialogClasses.overlay);

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
  preventClose?: boolean;
};

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  preventClose = false,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogClasses.content, className)}
        onEscapeKeyDown={guardClose(preventClose, onEscapeKeyDown)}
        onInteractOutside={guardClose(preventClose, onInteractOutside)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            disabled={preventClose}
            className="absolute top-4 right-4 rounded-full p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = slotted('div', 'dialog-header', 'flex flex-col gap-1.5 pr-8 text-left');
export const DialogFooter = slotted('div', 'dialog-footer', dialogClasses.footer);
export const DialogTitle = slotted(DialogPrimitive.Title, 'dialog-title', dialogClasses.title);
export const DialogDescription = slotted(DialogPrimitive.Description, 'dialog-description', dialogClasses.description);
