import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * What an empty list says: the spec's text when nothing is filtered; when filters are set, that nothing matches
 * them ("No orders match these filters.") and a button that clears them.
 */
export function ListEmpty({
  filtered,
  empty,
  noMatch,
  onClearFilters,
}: {
  filtered: boolean;
  empty: React.ReactNode;
  noMatch: string;
  onClearFilters: () => void;
}) {
  if (!filtered) return <>{empty}</>;
  return (
    <div className="flex flex-col items-center gap-3">
      <p>{noMatch}</p>
      <Button type="button" variant="outline" size="sm" onClick={onClearFilters}>
        <FilterX aria-hidden="true" />
        Clear filters
      </Button>
    </div>
  );
}
