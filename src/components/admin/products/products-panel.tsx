'use client';

import { EyeOff, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import Image from 'next/image';
import { useRef, useState } from 'react';
import { ListError } from '@/components/admin/list-error';
import { TableSkeletonRows } from '@/components/admin/table-skeleton';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/components/products/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { AdminProduct } from '@/lib/validation/admin-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { useAdminProducts, useDeactivateProduct, useRestoreProduct } from './product-api';
import { ProductFormDialog, type ProductDialogTarget } from './product-form-dialog';
import { profitMarginOf } from './product-math';

const FILTERS = {
  active: { label: 'Active Only', empty: 'No active products found.', keep: (p: AdminProduct) => p.isActive },
  inactive: { label: 'Inactive Only', empty: 'No inactive products found.', keep: (p: AdminProduct) => !p.isActive },
  all: { label: 'All Products', empty: 'No products found.', keep: () => true },
} as const;
type Filter = keyof typeof FILTERS;
const isFilter = (value: string): value is Filter => value in FILTERS;

const COLUMNS = ['Image', 'Name', 'Category', 'Price', 'Cost', 'Profit Margin', 'Status', 'Actions'] as const;

/** Local images and our storage host go through next/image; anything else is shown as it is. */
const optimizable = (src: string) => src.startsWith('/') || /^https:\/\/[a-z0-9-]+\.ufs\.sh\/f\//i.test(src);

/** The Products tab (spec admin.md section 2): filter, Add Product, the table and its row actions. */
export function ProductsPanel({ initialProducts }: { initialProducts?: AdminProduct[] }) {
  const [filter, setFilter] = useState<Filter>('active');
  const [dialog, setDialog] = useState<ProductDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const products = useAdminProducts(initialProducts);
  const deactivate = useDeactivateProduct();
  const restore = useRestoreProduct();

  // Focus goes back to whatever opened a dialog, or to the table when that control is gone (row deleted,
  // deactivated out of the current filter): keyboard users keep their place.
  const tableRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = () => {
    const target = opener.current?.isConnected ? opener.current : tableRef.current;
    target?.focus();
  };
  const focusTableIfLost = () =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) tableRef.current?.focus();
    });

  const busyId = deactivate.isPending ? deactivate.variables : restore.isPending ? restore.variables : null;
  const rows = products.data?.filter(FILTERS[filter].keep) ?? [];

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Products</CardTitle>
          <CardDescription>Deactivated products are hidden from customers and can be restored.</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="product-filter">Filter</Label>
            <Select value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)}>
              <SelectTrigger id="product-filter" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(FILTERS) as Filter[]).map((key) => (
                  <SelectItem key={key} value={key}>
                    {FILTERS[key].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="button" onClick={() => {
              rememberOpener();
              setDialog({ mode: 'create' });
            }}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {products.error ? (
          <ListError message={products.error.message || 'Unknown error'} onRetry={() => void products.refetch()} />
        ) : null}
        {products.error && !products.data ? null : (
          <Table scrollLabel="Products table" containerRef={tableRef} className="min-w-[56rem]">
            <TableCaption className="sr-only">Products: {FILTERS[filter].label}</TableCaption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {COLUMNS.map((column) => (
                  <TableHead key={column} className={cn(column === 'Actions' && 'text-right')}>
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody aria-busy={products.isPending || undefined}>
              {products.isPending ? (
                <TableSkeletonRows columns={COLUMNS.length} />
              ) : rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={COLUMNS.length} className="h-24 text-center text-muted-foreground">
                    {FILTERS[filter].empty}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    busy={busyId === product.id}
                    onEdit={() => {
                      rememberOpener();
                      setDialog({ mode: 'edit', product });
                    }}
                    onDeactivate={() => deactivate.mutate(product.id, { onSettled: focusTableIfLost })}
                    onRestore={() => restore.mutate(product.id, { onSettled: focusTableIfLost })}
                    onDelete={() => {
                      rememberOpener();
                      setToDelete(product);
                    }}
                  />
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <ProductFormDialog target={dialog} onClose={() => setDialog(null)} returnFocus={returnFocus} />
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} returnFocus={returnFocus} />
    </Card>
  );
}

function ProductRow({
  product,
  busy,
  onEdit,
  onDeactivate,
  onRestore,
  onDelete,
}: {
  product: AdminProduct;
  busy: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const image = product.imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE;
  // The product's name completes each button's name for screen readers ("Edit Kenya Nyeri AA").
  const forProduct = <span className="sr-only"> {product.name}</span>;
  return (
    <TableRow data-status={product.isActive ? 'active' : 'inactive'} className={cn(!product.isActive && 'bg-muted/60 text-muted-foreground')} aria-busy={busy || undefined}>
      <TableCell>
        <Image
          src={image}
          alt=""
          width={64}
          height={36}
          sizes="64px"
          unoptimized={!optimizable(image)}
          className={cn('h-9 w-16 rounded-md border bg-muted object-cover', !product.isActive && 'grayscale')}
        />
      </TableCell>
      <th scope="row" className={cn('px-3 py-3 text-left align-middle font-semibold', product.isActive && 'text-foreground')}>
        {product.name}
      </th>
      <TableCell>{product.category ?? '—'}</TableCell>
      <TableCell className="tabular-nums">{formatPrice(product.price)}</TableCell>
      <TableCell className="tabular-nums">{formatPrice(product.cost)}</TableCell>
      <TableCell className="tabular-nums">{profitMarginOf(product)}</TableCell>
      <TableCell>
        <Badge variant={product.isActive ? 'success' : 'secondary'}>{product.isActive ? 'Active' : 'Inactive'}</Badge>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit} disabled={busy}>
            <Pencil aria-hidden="true" />
            Edit{forProduct}
          </Button>
          {product.isActive ? (
            <Button type="button" variant="outline" size="sm" onClick={onDeactivate} disabled={busy}>
              <EyeOff aria-hidden="true" />
              Deactivate{forProduct}
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" onClick={onRestore} disabled={busy}>
              <RotateCcw aria-hidden="true" />
              Restore{forProduct}
            </Button>
          )}
          <Button type="button" variant="ghost" size="sm" onClick={onDelete} disabled={busy} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete Forever{forProduct}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
