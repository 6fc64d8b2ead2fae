import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Props<T> = {
  title: string;
  items: T[];
  /** The rows, each an <li> with its key. */
  renderItem: (item: T) => React.ReactNode;
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  /** The last load failed: its message is announced over whatever the list still shows. */
  error: Error | null;
  /** A button beside the title (the pending invites' reminder). */
  action?: React.ReactNode;
};

/** One of the team lists (members, pending invites) in its card: the error, then the rows or the empty text. */
export function TeamListCard<T>({ title, items, renderItem, emptyText, error, action }: Props<T>) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="p-0">
        {error ? (
          <p role="alert" className="p-6 text-destructive">
            {error.message}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="px-6 pb-6 text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="divide-y border-t">{items.map(renderItem)}</ul>
        )}
      </CardContent>
    </Card>
  );
}
