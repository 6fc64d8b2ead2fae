'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PAGE_SIZES } from '@/lib/validation/admin-lists';

export type PaginationState = {
  /** 1-based, as in the URL and the API. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offers the page sizes 10, 25, 50 and 100 when given. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Names the navigation landmark when a screen has more than one ('Pages' by default). */
  label?: string;
};

/**
 * "41–60 of 1,234" with Previous and Next and a page-size choice; the list's data comes from the server one page at
 * a time. A page past the end (the last rows were deleted, or an old link) moves back to the last page.
 */
export function DataTablePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  label = 'Pages',
}: PaginationState) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);

  useEffect(() => {
    if (total > 0 && page > pages) onPageChange(pages);
  }, [total, page, pages, onPageChange]);

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p aria-live="polite">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onPageSizeChange ? (
          <div className="mr-2 flex items-center gap-2">
            <Label htmlFor={sizeId} className="font-normal whitespace-nowrap">
              Rows per page
            </Label>
            <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
              <SelectTrigger id={sizeId} className="h-9 w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PAGE_SIZES.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        <Button type="button" variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="whitespace-nowrap">
          Page {Math.min(page, pages).toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
