import 'server-only';
import type { CampaignCapStatus, ProductCampaignCap } from '@/lib/contracts/campaign-caps';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { getDb } from '@/server/db';
import {
  listCampaignCapStatus,
  listCapStatus,
  listProductCampaignCaps,
  type CapStatusRow,
} from '@/server/db/queries/batch-caps';
import { roastDateOfNewOrder } from '@/server/services/roast-date';
import { getProductById } from '@/server/db/queries/admin-products';
import { CAMPAIGN_NOT_FOUND, notFound, PRODUCT_NOT_FOUND } from '@/server/errors';

/** Staff's cap status of a campaign; 404 for an unknown campaign. */
export async function readCampaignCapStatus(campaignId: number): Promise<CampaignCapStatus[]> {
  if (!(await getCampaignRow({ id: campaignId }))) throw notFound(CAMPAIGN_NOT_FOUND);
  return (await listCampaignCapStatus({ campaignId })).map(statusJson);
}

/** The shop's caps for one roast day (absent: the day a shop order placed now is roasted). */
export async function readShopCapStatus(roastDate?: string): Promise<{ roastDate: string; caps: CampaignCapStatus[] }> {
  const day = roastDate ?? (await roastDateOfNewOrder(await getDb(), null))!;
  return { roastDate: day, caps: (await listCapStatus({ campaignId: null, roastDate: day })).map(statusJson) };
}

const statusJson = (row: CapStatusRow): CampaignCapStatus => ({
  productId: row.productId,
  name: row.name,
  maxBags: row.maxBags,
  maxGrams: row.maxGrams,
  soldBags: row.soldBags,
  soldGrams: row.soldGrams,
  remainingBags: row.remainingBags,
  refusedBags: row.refusedBags,
  refusedGrams: row.refusedGrams,
});

/** The product dialog's per-campaign caps of a coffee; 404 for an unknown coffee. */
export async function readProductCampaignCaps(productId: number): Promise<ProductCampaignCap[]> {
  if (!(await getProductById({ id: productId }))) throw notFound(PRODUCT_NOT_FOUND);
  return listProductCampaignCaps({ productId });
}
