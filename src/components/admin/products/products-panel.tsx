'use client';

import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { DataTable, pagedQueryProps } from '@/components/data-table/data-table';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import {
  useAdminProducts,
  useDeactivateProduct,
  useRestoreProduct,
  type InitialProducts,
} from '@/hooks/api/admin-products';
import { useDialogTarget, useFocusFallback } from '@/hooks/use-dialog-target';
import { cn } from '@/lib/utils';
import { type AdminProduct } from '@/lib/contracts/admin-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFormDialog, type ProductDialogTarget } from './product-form-dialog';
import { PRODUCT_DEFAULT_SORT, PRODUCT_VIEW, productListQuery, productStatusOf } from './product-list-query';
import { productColumns } from './product-columns';

const FILTERS = {
  active: { label: 'Active Only', empty: 'No active products found.' },
  inactive: { label: 'Inactive Only', empty: 'No inactive products found.' },
  all: { label: 'All Products', empty: 'No products found.' },
} as const;
type Filter = keyof typeof FILTERS;
const isFilter = (value: string): value is Filter => value in FILTERS;
const FILTER_OPTIONS = Object.entries(FILTERS).map(([value, { label }]) => ({ value, label }));
const VIEW = { sortable: PRODUCT_VIEW.sortable, defaultSort: PRODUCT_DEFAULT_SORT };

/**
 * The Products tab (spec admin.md section 2): the status filter, Add Product, one page of the table and its row
 * actions. Filter, page and sort live in the URL (`products.status=inactive`); the server filters and pages.
 */
export function ProductsPanel({ initialProducts }: { initialProducts?: InitialProducts }) {
  const view = useListUrlState('products', PRODUCT_VIEW.filters, VIEW);
  const filter = productStatusOf(view);
  const products = useAdminProducts(productListQuery(view), initialProducts);
  const deactivate = useDeactivateProduct();
  const restore = useRestoreProduct();
  const tableRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusFallback(tableRef);
  const editor = useDialogTarget<ProductDialogTarget>(tableRef);
  const deletion = useDialogTarget<AdminProduct>(tableRef);

  const busyId = deactivate.isPending ? deactivate.variables : restore.isPending ? restore.variables : null;
  const columns = productColumns({
    busyId,
    onEdit: (product) => editor.open({ mode: 'edit', product }),
    onDeactivate: (product) => deactivate.mutate(product.id, { onSettled: keepFocus }),
    onRestore: (product) => restore.mutate(product.id, { onSettled: keepFocus }),
    onDelete: (product) => deletion.open(product),
  });

  return (
    <PanelCard
      title="Products"
      description="Deactivated products are hidden from customers and can be restored."
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="product-filter">Filter</Label>
            <Select
              value={filter}
              onValueChange={(value) => isFilter(value) && view.update({ status: value === 'active' ? null : value })}
            >
              <SelectTrigger id="product-filter" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectOptions options={FILTER_OPTIONS} />
              </SelectContent>
            </Select>
          </div>
          <Button type="button" onClick={() => editor.open({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      }
    >
      <DataTable
        columns={columns}
        {...pagedQueryProps(products, 'products')}
        label="Products table"
        fetching={products.isPlaceholderData}
        caption={`Products: ${FILTERS[filter].label}`}
        empty={FILTERS[filter].empty}
        containerRef={tableRef}
        className="min-w-[56rem]"
        rowProps={(product) => ({
          'data-status': product.isActive ? 'active' : 'inactive',
          className: cn(!product.isActive && 'bg-muted/60 text-muted-foreground'),
          'aria-busy': busyId === product.id || undefined,
        })}
        sorting={view.sorting}
        pagination={products.data ? view.pagination(products.data.total) : undefined}
      />
      <ProductFormDialog target={editor.target} onClose={editor.close} contentProps={editor.contentProps} />
      <DeleteProductDialog product={deletion.target} onClose={deletion.close} contentProps={deletion.contentProps} />
    </PanelCard>
  );
}
