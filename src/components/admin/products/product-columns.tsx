'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { EyeOff, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import Image from 'next/image';
import { RowAction } from '@/components/admin/data-table/columns';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/components/products/product-image';
import { Badge } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { AdminProduct } from '@/lib/validation/admin-products';
import { profitMarginOf } from './product-math';

/** Local images and our storage host go through next/image; anything else is shown as it is. */
const optimizable = (src: string) => src.startsWith('/') || /^https:\/\/[a-z0-9-]+\.ufs\.sh\/f\//i.test(src);

type Actions = {
  busyId: number | null | undefined;
  onEdit: (product: AdminProduct) => void;
  onDeactivate: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
};

/** The Products table's columns (spec admin.md section 2). */
export function productColumns(actions: Actions): Array<ColumnDef<AdminProduct>> {
  return [
    {
      id: 'image',
      header: 'Image',
      cell: ({ row: { original: product } }) => {
        const image = product.imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE;
        return (
          <Image
            src={image}
            alt=""
            width={64}
            height={36}
            sizes="64px"
            unoptimized={!optimizable(image)}
            className={cn('h-9 w-16 rounded-md border bg-muted object-cover', !product.isActive && 'grayscale')}
          />
        );
      },
    },
    {
      accessorKey: 'name',
      header: 'Name',
      meta: { rowHeader: true },
      cell: ({ row: { original: product } }) => (
        <span className={cn(product.isActive && 'text-foreground')}>{product.name}</span>
      ),
    },
    { accessorKey: 'category', header: 'Category', cell: ({ row }) => row.original.category ?? '—' },
    {
      accessorKey: 'price',
      header: 'Price',
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => formatPrice(row.original.price),
    },
    {
      accessorKey: 'cost',
      header: 'Cost',
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => formatPrice(row.original.cost),
    },
    {
      id: 'margin',
      header: 'Profit Margin',
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => profitMarginOf(row.original),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: product } }) => (
        <Badge variant={product.isActive ? 'success' : 'secondary'}>{product.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right' },
      cell: ({ row: { original: product } }) => {
        const busy = actions.busyId === product.id;
        return (
          <div className="flex justify-end gap-2">
            <RowAction
              icon={<Pencil aria-hidden="true" />}
              label="Edit"
              subject={product.name}
              onClick={() => actions.onEdit(product)}
              disabled={busy}
            />
            {product.isActive ? (
              <RowAction
                icon={<EyeOff aria-hidden="true" />}
                label="Deactivate"
                subject={product.name}
                onClick={() => actions.onDeactivate(product)}
                disabled={busy}
              />
            ) : (
              <RowAction
                icon={<RotateCcw aria-hidden="true" />}
                label="Restore"
                subject={product.name}
                onClick={() => actions.onRestore(product)}
                disabled={busy}
              />
            )}
            <RowAction
              icon={<Trash2 aria-hidden="true" />}
              label="Delete Forever"
              subject={product.name}
              variant="ghost"
              className="text-destructive hover:text-destructive"
              onClick={() => actions.onDelete(product)}
              disabled={busy}
            />
          </div>
        );
      },
    },
  ];
}
