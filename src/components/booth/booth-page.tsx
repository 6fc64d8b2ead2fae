import 'server-only';
import { notFound } from 'next/navigation';
import { optionLabel } from '@/lib/coffee/options';
import { adminBoothPath, captainBoothPath } from '@/lib/paths/booth';
import { adminFulfilmentPath, captainFulfilmentPath } from '@/lib/paths/fulfilment';
import { parseCampaignIdSegment } from '@/lib/validation/campaign-fulfilment';
import { gatePage } from '@/server/auth/page-gate';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';
import { listCampaignProducts } from '@/server/db/queries/fundraising';
import { readBoothSellers } from '@/server/reads/booth-sales';
import { BoothMode } from './booth-mode';
import type { BoothItem } from './booth-types';

const SCOPES = {
  admin: { area: '/admin', boothPath: adminBoothPath, sheetPath: adminFulfilmentPath, fallback: '/admin' },
  captain: {
    area: '/captain/campaigns',
    boothPath: captainBoothPath,
    sheetPath: captainFulfilmentPath,
    fallback: '/captain/team-management',
  },
} as const;

/**
 * The page of /admin/campaigns/[id]/booth and /captain/campaigns/[id]/booth: it gates itself, and a campaign the user
 * does not manage is a 404 like an unknown one. The campaign's sellers and coffee options go to the client component.
 */
export async function BoothPage({ segment, scope }: { segment: string; scope: 'admin' | 'captain' }) {
  const { area, boothPath, sheetPath, fallback } = SCOPES[scope];
  const id = parseCampaignIdSegment(segment);
  const { user } = await gatePage(area, id ? boothPath(id) : fallback);
  const manager = { userId: user.id, role: user.role };
  const campaign = id === null ? null : await getManagedCampaign({ campaignId: id, manager });
  if (!campaign) notFound();
  const [sellers, products] = await Promise.all([
    readBoothSellers({ campaignId: campaign.id, manager }),
    listCampaignProducts({ campaignId: campaign.id }),
  ]);
  if (!sellers) notFound();
  const items: BoothItem[] = products.flatMap((product) =>
    product.options.map((option) => ({
      key: `${product.id}:${option.id}`,
      productId: product.id,
      optionId: option.id,
      name: product.name,
      option: product.options.length > 1 ? optionLabel(option) : null,
      priceCents: option.priceCents,
    })),
  );
  return (
    <BoothMode
      scope={scope}
      campaign={{ id: campaign.id, name: campaign.name }}
      sellers={sellers}
      items={items}
      back={{ href: sheetPath(campaign.id), label: 'Back to the fulfilment sheet' }}
    />
  );
}
