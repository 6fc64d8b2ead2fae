import 'server-only';
import { eq } from 'drizzle-orm';
import type { CampaignPlanJson, PaymentInstructions } from '@/lib/plan/plan-types';
import { definedOnly } from '@/lib/validation/changes';
import { getDb } from '@/server/db';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { getManagedCampaign, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaigns } from '@/server/db/schema';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { campaignPlanJson } from '@/server/reads/pickup-options';
import { diffFields, hasChanges, recordAudit, type AuditActor } from './audit';

/*
 * The captain's plan call (issue 25): the order deadline and payment instructions of a campaign they manage (an
 * admin manages every campaign). A field left out stays; null clears it. One transaction with its audit entry,
 * `campaign.plan_updated`, recorded only when something changed.
 */

const PLAN_FIELDS = ['orderDeadline', 'paymentInstructions'] as const;

export type CampaignPlanInput = {
  campaignId: number;
  orderDeadline?: Date | null;
  paymentInstructions?: PaymentInstructions | null;
};

export async function setCampaignPlan({
  actor,
  manager,
  input: { campaignId, ...fields },
}: {
  actor: AuditActor;
  manager: CampaignManager;
  input: CampaignPlanInput;
}): Promise<{ campaignId: number; plan: CampaignPlanJson }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await getManagedCampaign({ campaignId, manager }, tx))) throw notFound(CAMPAIGN_NOT_FOUND);
    const current = (await getCampaignRow({ id: campaignId }, tx))!;
    const changes = definedOnly(fields);
    let after = current;
    if (Object.keys(changes).length > 0) {
      [after] = (await tx.update(campaigns).set(changes).where(eq(campaigns.id, campaignId)).returning()) as [
        typeof current,
      ];
      const changed = diffFields(current, after, PLAN_FIELDS);
      if (hasChanges(changed))
        await recordAudit(tx, actor, {
          action: 'campaign.plan_updated',
          entityType: 'campaign',
          entityId: campaignId,
          entityLabel: current.name,
          changes: changed,
        });
    }
    return { campaignId, plan: campaignPlanJson(after) };
  });
}
