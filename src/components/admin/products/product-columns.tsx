'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { EyeOff, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Image } from '@/components/ui/image';
import { actionsColumn, activeStatusColumn, formattedColumn } from '@/components/data-table/columns';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/components/products/product-image';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type AdminProduct } from '@/lib/contracts/admin-products';
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

/** The Products table's columns (spec admin.md section 2); ids are the API's sort names (PRODUCT_SORT_COLUMNS). */
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
    { ...formattedColumn<AdminProduct, 'price'>('price', 'Price', formatPrice, 'tabular-nums'), sortDescFirst: true },
    { ...formattedColumn<AdminProduct, 'cost'>('cost', 'Cost', formatPrice, 'tabular-nums'), sortDescFirst: true },
    {
      id: 'margin',
      header: 'Profit Margin',
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => profitMarginOf(row.original),
    },
    activeStatusColumn(),
    actionsColumn({
      subject: (product) => product.name,
      busy: (product) => actions.busyId === product.id,
      inline: 1,
      actions: (product) => [
        { icon: Pencil, label: 'Edit', onClick: () => actions.onEdit(product) },
        product.isActive
          ? { icon: EyeOff, label: 'Deactivate', onClick: () => actions.onDeactivate(product) }
          : { icon: RotateCcw, label: 'Restore', onClick: () => actions.onRestore(product) },
        { icon: Trash2, label: 'Delete Forever', destructive: true, onClick: () => actions.onDelete(product) },
      ],
    }),
  ];
}
