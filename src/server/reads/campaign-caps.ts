import 'server-only';
import type { CampaignCapStatus, ProductCampaignCap } from '@/lib/contracts/campaign-caps';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { listCampaignCapStatus, listProductCampaignCaps } from '@/server/db/queries/batch-caps';
import { getProductById } from '@/server/db/queries/admin-products';
import { CAMPAIGN_NOT_FOUND, notFound, PRODUCT_NOT_FOUND } from '@/server/errors';

/** Staff's cap status of a campaign; 404 for an unknown campaign. */
export async function readCampaignCapStatus(campaignId: number): Promise<CampaignCapStatus[]> {
  if (!(await getCampaignRow({ id: campaignId }))) throw notFound(CAMPAIGN_NOT_FOUND);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (await listCampaignCapStatus({ campaignId })).map(({ defaultSizeGrams, ...row }) => row);
}

/** The product dialog's per-campaign caps of a coffee; 404 for an unknown coffee. */
export async function readProductCampaignCaps(productId: number): Promise<ProductCampaignCap[]> {
  if (!(await getProductById({ id: productId }))) throw notFound(PRODUCT_NOT_FOUND);
  return listProductCampaignCaps({ productId });
}
