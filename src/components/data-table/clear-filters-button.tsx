import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A filter row's 'Clear filters', shown only while a filter is set. */
export function ClearFiltersButton({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) return null;
  return (
    <Button type="button" variant="ghost" onClick={onClear}>
      <FilterX aria-hidden="true" />
      Clear filters
    </Button>
  );
}
