import { actionLabel, describeChanges } from '@/components/admin/audit/audit-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import type { AuditEntry } from '@/lib/contracts/admin-audit';

/** The order's audit entries, newest first: "Status: pending → delivered by Ada Admin, May 1, 2026, 3:14 PM". */
export function OrderHistory({ history }: { history: AuditEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Changes staff made to this order, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes since the order was placed.</p>
        ) : (
          <ol aria-label="History, newest first" className="space-y-3 border-l-2 border-border pl-4">
            {history.map((entry) => {
              const lines = describeChanges(entry.action, entry.changes);
              return (
                <li key={entry.id} className="text-sm">
                  <p className="font-medium break-words">
                    {lines.length ? lines.join('; ') : actionLabel(entry.action)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    by {entry.actorName}, <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
