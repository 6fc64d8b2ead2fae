'use client';

import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { AdminProduct } from '@/lib/validation/admin-products';
import { usePermanentlyDeleteProduct } from '@/hooks/api/admin-products';

/**
 * Delete Forever, in two steps (spec section 2): a warning with 'Yes, Continue', then 'FINAL CONFIRMATION' with
 * 'Permanently Delete' and 'No, Keep Product'. While the call runs the dialog cannot be closed.
 */
type Props = {
  product: AdminProduct | null;
  onClose: () => void;
  /** From useDialogTarget: focus goes back to the opener (the dialog has no Radix trigger to return to). */
  contentProps: { onCloseAutoFocus: (event: Event) => void };
};

export function DeleteProductDialog({ product, onClose, contentProps }: Props) {
  return (
    <AlertDialog open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {product ? (
        <DeleteProductSteps key={product.id} product={product} onClose={onClose} contentProps={contentProps} />
      ) : null}
    </AlertDialog>
  );
}

function DeleteProductSteps({ product, onClose, contentProps }: Props & { product: AdminProduct }) {
  const [step, setStep] = useState<'warning' | 'final'>('warning');
  const remove = usePermanentlyDeleteProduct();
  const deleting = remove.isPending;
  const keepRef = useRef<HTMLButtonElement>(null);

  // The second step replaces the buttons under the focus: start it on the safe choice, as the first step does.
  useEffect(() => {
    if (step === 'final') keepRef.current?.focus();
  }, [step]);

  const confirm = async () => {
    try {
      await remove.mutateAsync(product.id);
    } catch {
      // The mutation has shown the failure toast.
    }
    onClose();
  };

  return (
    <AlertDialogContent preventClose={deleting} {...contentProps}>
      {step === 'warning' ? (
        <>
          <AlertDialogHeader>
            <AlertDialogTitle className="flex items-center gap-2">
              <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
              Delete “{product.name}” forever?
            </AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="space-y-2">
                <p>
                  This removes the product from the catalogue for good, and with it every cart line and campaign product
                  list that holds it.
                </p>
                <p>
                  Past orders are kept: their lines still show the product’s name and the price paid. If you only want
                  to stop selling it, deactivate it instead; it can be restored later.
                </p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button type="button" variant="destructive" onClick={() => setStep('final')}>
              Yes, Continue
            </Button>
          </AlertDialogFooter>
        </>
      ) : (
        <>
          <AlertDialogHeader>
            <AlertDialogTitle>FINAL CONFIRMATION</AlertDialogTitle>
            <AlertDialogDescription>Permanently delete “{product.name}”? This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel ref={keepRef} disabled={deleting}>
              No, Keep Product
            </AlertDialogCancel>
            <Button type="button" variant="destructive" onClick={() => void confirm()} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Permanently Delete'}
            </Button>
          </AlertDialogFooter>
        </>
      )}
    </AlertDialogContent>
  );
}
