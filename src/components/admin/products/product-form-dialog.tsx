'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ImageField } from '@/components/forms/image-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions, DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import { Form } from '@/components/ui/form';
import { useCreateProduct, useUpdateProduct } from '@/hooks/api/admin-products';
import { type AdminProduct } from '@/lib/contracts/admin-products';
import { productFormSchema, productToFormValues, type ProductFormValues } from '@/lib/forms/admin-product-form';
import { type CreateProductInput } from '@/lib/validation/admin-products';
import { ProductFactsFields, ProductOptionsFields } from './product-options-fields';
import { ProductRoastingFields } from './product-roasting-fields';

/** What the dialog is open for: a new product, or editing one. */
export type ProductDialogTarget = { mode: 'create' } | { mode: 'edit'; product: AdminProduct };

type Props = TargetDialogProps & { target: ProductDialogTarget | null };

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

  return (
    <DialogShell
      preventClose={saving}
      className="sm:max-w-xl"
      {...contentProps}
      title={editing ? 'Edit Product' : 'Add Product'}
      description={
        editing
          ? 'Change the details customers see for this coffee.'
          : 'Add a coffee to the catalogue. It is active (for sale) once created.'
      }
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
          <TextField control={form.control} name="name" label="Name" autoComplete="off" />
          <TextareaField
            control={form.control}
            name="description"
            label="Description"
            className="[&_textarea]:min-h-24"
          />
          <ProductOptionsFields disabled={saving} />
          <TextField
            control={form.control}
            name="category"
            label="Category"
            autoComplete="off"
            placeholder="e.g. Single Origin"
          />
          <ProductFactsFields />
          <ProductRoastingFields
            productId={editing ? target.product.id : null}
            shopCapped={editing && target.product.shopRoastDayCap !== null}
            disabled={saving}
          />
          <ImageField
            control={form.control}
            name="imageUrl"
            label="Image"
            uploaderLabel="Product image"
            context="products"
            hint="Optional. Cropped to 16:9. Without an image the shop shows a placeholder."
            disabled={saving}
          />
          <DialogActions label={editing ? 'Update' : 'Create'} busy={saving} onCancel={onClose} />
        </form>
      </Form>
    </DialogShell>
  );
}
