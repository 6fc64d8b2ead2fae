import { NotebookPen } from 'lucide-react';
import { ToolLink } from '@/components/campaign-tools/tool-link';
import { adminPaperPath, captainPaperPath, familyPaperPath } from '@/lib/paths/paper-entry';

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
    <ToolLink href={PATHS[scope](campaignId)} icon={NotebookPen} className={className}>
      Type in paper orders
    </ToolLink>
  );
}
