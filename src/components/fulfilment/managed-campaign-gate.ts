import 'server-only';
import { notFound } from 'next/navigation';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import type { ProtectedPath } from '@/server/auth/access';
import { gatePage } from '@/server/auth/page-gate';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';

/**
 * The fulfilment layouts' gate: the area's role check, then a real 404 for a campaign that is unknown or that the
 * user may not manage (the same answer for both), thrown before the segment's loading state starts the response.
 * The page checks again itself.
 */
export async function gateManagedCampaign(
  segment: string,
  {
    area,
    pathFor,
    fallbackPath,
  }: { area: ProtectedPath; pathFor: (campaignId: number) => string; fallbackPath: string },
) {
  const id = parseCampaignIdSegment(segment);
  const { user } = await gatePage(area, id ? pathFor(id) : fallbackPath);
  const manager = { userId: user.id, role: user.role };
  if (id === null || !(await getManagedCampaign({ campaignId: id, manager }))) notFound();
}
