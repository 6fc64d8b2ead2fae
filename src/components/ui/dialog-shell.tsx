'use client';

import * as React from 'react';
import { AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from './alert-dialog';
import { Button } from './button';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/** What a dialog opened by useDialogTarget gets besides its subject: how to close it, and its content's props. */
export type TargetDialogProps = {
  onClose: () => void;
  /** From useDialogTarget: focus goes back to the opener (the dialog has no Radix trigger to return to). */
  contentProps: { onCloseAutoFocus: (event: Event) => void };
};

type DialogShellProps = Omit<React.ComponentProps<typeof DialogContent>, 'title'> & {
  /** Names the dialog for screen readers (its DialogTitle). */
  title: React.ReactNode;
  /** Describes the dialog for screen readers (its DialogDescription). */
  description: React.ReactNode;
  descriptionProps?: React.ComponentProps<typeof DialogDescription>;
  /** Buttons in the footer row, after the body; a form keeps its own (DialogActions) inside it instead. */
  footer?: React.ReactNode;
};

/** A dialog's content in the usual order: the header with its title and description, the body, the footer. */
export function DialogShell({ title, description, descriptionProps, footer, children, ...content }: DialogShellProps) {
  return (
    <DialogContent {...content}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription {...descriptionProps}>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {footer ? <DialogFooter>{footer}</DialogFooter> : null}
    </DialogContent>
  );
}

type DialogActionsProps = {
  /** The confirm button's text; while `busy` it reads `busyLabel` instead. */
  label: React.ReactNode;
  busyLabel?: React.ReactNode;
  /** Saving: both buttons are disabled. */
  busy?: boolean;
  /** Without it the confirm button submits the form it stands in. */
  onConfirm?: () => void;
  /** Disables the confirm button for another reason than saving (nothing loaded yet). */
  disabled?: boolean;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
  /**
   * Pressing a button does not blur the field being typed in first: that blur validates it, the error line pushes
   * the button down before the press ends, and the click would miss. Submit validates every field anyway, and
   * Cancel must not validate the field being left.
   */
  keepFieldFocus?: boolean;
};

/** A dialog's footer row: Cancel (optional) and the confirm or submit button, which reads 'Saving...' while busy. */
export function DialogActions({
  label,
  busyLabel = 'Saving...',
  busy = false,
  onConfirm,
  disabled = false,
  onCancel,
  keepFieldFocus = false,
}: DialogActionsProps) {
  const onMouseDown = keepFieldFocus ? (event: React.MouseEvent) => event.preventDefault() : undefined;
  return (
    <DialogFooter>
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy} onMouseDown={onMouseDown}>
          Cancel
        </Button>
      ) : null}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={busy || disabled}
        onMouseDown={onMouseDown}
      >
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}

/**
 * One question of an alert dialog: its title (which names the dialog), description and buttons. A dialog that asks
 * in steps swaps these inside one AlertDialogContent, so focus stays in it.
 */
export function AlertDialogPrompt({
  title,
  titleProps,
  description,
  descriptionProps,
  children,
}: {
  title: React.ReactNode;
  titleProps?: React.ComponentProps<typeof AlertDialogTitle>;
  description: React.ReactNode;
  descriptionProps?: React.ComponentProps<typeof AlertDialogDescription>;
  /** The buttons. */
  children: React.ReactNode;
}) {
  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle {...titleProps}>{title}</AlertDialogTitle>
        <AlertDialogDescription {...descriptionProps}>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>{children}</AlertDialogFooter>
    </>
  );
}
