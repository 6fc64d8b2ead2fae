'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { ImageUploader } from '@/components/uploads/image-uploader';
import { useCreateProduct, useUpdateProduct } from '@/hooks/api/admin-products';
import {
  numericOrZero,
  productFormSchema,
  productToFormValues,
  type AdminProduct,
  type CreateProductInput,
  type ProductFormValues,
} from '@/lib/validation/admin-products';

/** What the dialog is open for: a new product, or editing one. */
export type ProductDialogTarget = { mode: 'create' } | { mode: 'edit'; product: AdminProduct };

type Props = {
  target: ProductDialogTarget | null;
  onClose: () => void;
  /** From useDialogTarget: focus goes back to the opener (the dialog has no Radix trigger to return to). */
  contentProps: { onCloseAutoFocus: (event: Event) => void };
};

/** Add Product / Edit Product (the generic create/edit dialog: Cancel and Create/Update, 'Saving...'). */
export function ProductFormDialog({ target, onClose, contentProps }: Props) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <ProductFormContent
          key={target.mode === 'edit' ? target.product.id : 'new'}
          target={target}
          onClose={onClose}
          contentProps={contentProps}
        />
      ) : null}
    </Dialog>
  );
}

function ProductFormContent({ target, onClose, contentProps }: Props & { target: ProductDialogTarget }) {
  const editing = target.mode === 'edit';
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: zodResolver(productFormSchema),
    mode: 'onBlur',
    defaultValues: productToFormValues(editing ? target.product : null),
  });
  const saving = form.formState.isSubmitting || create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (target.mode === 'edit') await update.mutateAsync({ id: target.product.id, values });
      else await create.mutateAsync(values);
      onClose();
    } catch {
      // The mutation has shown the failure toast; the dialog stays open with the entries kept.
    }
  });

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0', placeholder: '0.00' } as const;
  return (
    <DialogContent preventClose={saving} className="sm:max-w-xl" {...contentProps}>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Product' : 'Add Product'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Change the details customers see for this coffee.'
            : 'Add a coffee to the catalogue. It is active (for sale) once created.'}
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
          <TextField control={form.control} name="name" label="Name" autoComplete="off" />
          <TextareaField
            control={form.control}
            name="description"
            label="Description"
            className="[&_textarea]:min-h-24"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {/* A number field left empty or holding a non-number shows 0 once the admin moves on (spec section 5). */}
            <TextField
              control={form.control}
              name="price"
              label="Price (USD)"
              normalizeOnBlur={numericOrZero}
              {...money}
            />
            <TextField
              control={form.control}
              name="cost"
              label="Cost (USD)"
              normalizeOnBlur={numericOrZero}
              {...money}
            />
          </div>
          <TextField
            control={form.control}
            name="category"
            label="Category"
            autoComplete="off"
            placeholder="e.g. Single Origin"
          />
          <FormField
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <FormItem hasDescription>
                <p className="text-sm font-medium">Image</p>
                <ImageUploader
                  context="products"
                  label="Product image"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  disabled={saving}
                />
                <FormDescription>
                  Optional. Cropped to 16:9. Without an image the shop shows a placeholder.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </DialogContent>
  );
}
