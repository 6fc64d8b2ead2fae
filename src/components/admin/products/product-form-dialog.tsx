'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploader } from '@/components/uploads/image-uploader';
import { createProductSchema, type AdminProduct, type CreateProductInput } from '@/lib/validation/admin-products';
import { useCreateProduct, useUpdateProduct } from './product-api';
import { numericOrZero } from './product-math';

/** What the dialog is open for: a new product, or editing one. */
export type ProductDialogTarget = { mode: 'create' } | { mode: 'edit'; product: AdminProduct };

type Values = {
  name: string;
  description: string;
  price: string;
  cost: string;
  category: string;
  imageUrl: string | null;
};

const toInput = (values: Values): CreateProductInput => ({
  ...values,
  price: numericOrZero(values.price),
  cost: numericOrZero(values.cost),
});

/*
 * The handler's own schema validates the form (on submit, then per field on blur). `raw` hands the submit
 * handler the values as typed ("19.99"), which go to the API as they are: the server turns them into cents.
 */
const schemaResolver = zodResolver(createProductSchema, undefined, { raw: true });
const resolver: Resolver<Values, unknown, CreateProductInput> = async (values, context, options) => {
  const result = await schemaResolver(toInput(values), context, options as Parameters<typeof schemaResolver>[2]);
  return result as Awaited<ReturnType<Resolver<Values, unknown, CreateProductInput>>>;
};

function defaultsFor(target: ProductDialogTarget): Values {
  if (target.mode === 'create') return { name: '', description: '', price: '', cost: '', category: '', imageUrl: null };
  const { product } = target;
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    cost: product.cost,
    category: product.category ?? '',
    imageUrl: product.imageUrl,
  };
}

/** Add Product / Edit Product (the generic create/edit dialog: Cancel and Create/Update, 'Saving...'). */
export function ProductFormDialog({
  target,
  onClose,
  returnFocus,
}: {
  target: ProductDialogTarget | null;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (it has no Radix trigger to return to). */
  returnFocus: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <ProductFormContent key={target.mode === 'edit' ? target.product.id : 'new'} target={target} onClose={onClose} returnFocus={returnFocus} />
      ) : null}
    </Dialog>
  );
}

function ProductFormContent({ target, onClose, returnFocus }: { target: ProductDialogTarget; onClose: () => void; returnFocus: () => void }) {
  const editing = target.mode === 'edit';
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useForm<Values, unknown, CreateProductInput>({ resolver, mode: 'onBlur', defaultValues: defaultsFor(target) });
  const { errors, isSubmitting } = form.formState;
  const saving = isSubmitting || create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (target.mode === 'edit') await update.mutateAsync({ id: target.product.id, values });
      else await create.mutateAsync(values);
      onClose();
    } catch {
      // The mutation has shown the failure toast; the dialog stays open with the entries kept.
    }
  });

  // A number field left empty or holding a non-number shows 0 once the admin moves on (spec section 5).
  const zeroIfNotNumeric = (name: 'price' | 'cost') => (event: React.FocusEvent<HTMLInputElement>) => {
    if (numericOrZero(event.target.value) !== event.target.value.trim()) form.setValue(name, '0');
  };
  const field = (name: keyof Values) => ({ id: `product-${name}`, error: errors[name]?.message });

  return (
    <DialogContent
      preventClose={saving}
      className="sm:max-w-xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Product' : 'Add Product'}</DialogTitle>
        <DialogDescription>
          {editing ? 'Change the details customers see for this coffee.' : 'Add a coffee to the catalogue. It is active (for sale) once created.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
        <FormField id="product-name" label="Name" error={field('name').error}>
          <Input {...fieldA11y('product-name', field('name').error)} autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField id="product-description" label="Description" error={field('description').error}>
          <Textarea {...fieldA11y('product-description', field('description').error)} className="min-h-24" {...form.register('description')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="product-price" label="Price (USD)" error={field('price').error}>
            <Input
              {...fieldA11y('product-price', field('price').error)}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              {...form.register('price', { onBlur: zeroIfNotNumeric('price') })}
            />
          </FormField>
          <FormField id="product-cost" label="Cost (USD)" error={field('cost').error}>
            <Input
              {...fieldA11y('product-cost', field('cost').error)}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              {...form.register('cost', { onBlur: zeroIfNotNumeric('cost') })}
            />
          </FormField>
        </div>
        <FormField id="product-category" label="Category" error={field('category').error}>
          <Input {...fieldA11y('product-category', field('category').error)} autoComplete="off" placeholder="e.g. Single Origin" {...form.register('category')} />
        </FormField>
        <div className="space-y-2">
          <p className="text-sm font-medium">Image</p>
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field: image }) => (
              <ImageUploader
                context="products"
                label="Product image"
                value={image.value}
                onChange={image.onChange}
                disabled={saving}
              />
            )}
          />
          {errors.imageUrl?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.imageUrl.message}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">Optional. Cropped to 16:9. Without an image the shop shows a placeholder.</p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
