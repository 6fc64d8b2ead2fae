'use client';

import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { type AdminProduct } from '@/lib/contracts/admin-products';
import { usePermanentlyDeleteProduct } from '@/hooks/api/admin-products';

/**
 * Delete Forever, in two steps (spec section 2): a warning with 'Yes, Continue', then 'FINAL CONFIRMATION' with
 * 'Permanently Delete' and 'No, Keep Product'. While the call runs the dialog cannot be closed.
 */
type Props = TargetDialogProps & { product: AdminProduct | null };

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
        <AlertDialogPrompt
          title={
            <>
              <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
              Delete “{product.name}” forever?
            </>
          }
          titleProps={{ className: 'flex items-center gap-2' }}
          description={
            <div className="space-y-2">
              <p>
                This removes the product from the catalogue for good, and with it every cart line and campaign product
                list that holds it.
              </p>
              <p>
                Past orders are kept: their lines still show the product’s name and the price paid. If you only want to
                stop selling it, deactivate it instead; it can be restored later.
              </p>
            </div>
          }
          descriptionProps={{ asChild: true }}
        >
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={() => setStep('final')}>
            Yes, Continue
          </Button>
        </AlertDialogPrompt>
      ) : (
        <AlertDialogPrompt
          title="FINAL CONFIRMATION"
          description={<>Permanently delete “{product.name}”? This cannot be undone.</>}
        >
          <AlertDialogCancel ref={keepRef} disabled={deleting}>
            No, Keep Product
          </AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={() => void confirm()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Permanently Delete'}
          </Button>
        </AlertDialogPrompt>
      )}
    </AlertDialogContent>
  );
}
