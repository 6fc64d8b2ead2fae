import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A dashboard tab's card: its title (a level-2 heading) and description, the tab's controls beside them (Add, the
 * filters), then the content. The tab's dialogs may sit in the content too: they render into a portal.
 */
export function PanelCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const heading = (
    <>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card>
      {actions ? (
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">{heading}</div>
          {actions}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent>{children}</CardContent>
    </Card>
  );
}
