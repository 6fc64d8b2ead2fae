import { NotebookPen } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { adminPaperPath, captainPaperPath, familyPaperPath } from '@/lib/paths/paper-entry';
import { cn } from '@/lib/utils';

const PATHS = { admin: adminPaperPath, captain: captainPaperPath, family: familyPaperPath };

/** The way to a campaign's paper entry screen from the pages its people already look at. Hidden in print. */
export function PaperEntryLink({
  scope,
  campaignId,
  className,
}: {
  scope: keyof typeof PATHS;
  campaignId: number;
  className?: string;
}) {
  return (
    <Link
      href={PATHS[scope](campaignId)}
      className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 print:hidden', className)}
    >
      <NotebookPen aria-hidden="true" />
      Type in paper orders
    </Link>
  );
}
