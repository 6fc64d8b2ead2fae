import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { ManagedPickupOption } from '@/lib/plan/plan-types';
import {
  PICKUP_ADDRESS_REQUIRED,
  PICKUP_ENDS_BEFORE_START,
  type CreatePickupOptionInput,
  type UpdatePickupOptionInput,
} from '@/lib/validation/campaign-plan';
import { definedOnly } from '@/lib/validation/changes';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { getManagedCampaign, type CampaignManager } from '@/server/db/queries/campaign-access';
import { orders, pickupOptions, type PickupOptionRow } from '@/server/db/schema';
import { ApiError, badRequest, CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { listManagedPickupOptions, managedPickupOptionJson } from '@/server/reads/pickup-options';
import { createdFields, deletedFields, diffFields, hasChanges, recordAudit, type AuditActor } from './audit';

/*
 * Pickup options (issue 25): staff manage any campaign's and the shop's own (campaignId null); a captain only those
 * of a campaign they manage, where another captain's campaign, the shop's options and an unknown id all answer 404.
 * Each write is one transaction with its audit entry; the option's row is locked while its orders are counted, so a
 * capacity cut or a delete never races an order taking the option.
 */

export const PICKUP_OPTION_NOT_FOUND = 'Pickup option not found.';

/** Who manages: null for staff (every campaign and the shop), or the captain (or admin) a campaign filter applies to. */
export type PickupManager = CampaignManager | null;

const AUDIT_FIELDS = ['campaignId', 'kind', 'name', 'address', 'startsAt', 'endsAt', 'capacity'] as const;

const ordersWord = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

/** 409 on delete while non-cancelled orders hold the option. */
export const pickupInUseMessage = (n: number) =>
  `${ordersWord(n)} chose this option: move ${n === 1 ? 'it' : 'them'} first.`;

/** 409 on a capacity below the orders already holding the option. */
export const capacityBelowOrdersMessage = (n: number) =>
  `${ordersWord(n)} already chose this option: its capacity cannot be less than ${n}.`;

/** 404 unless the campaign (null: the shop's own) is one this manager may manage. */
async function assertCampaignManaged(campaignId: number | null, manager: PickupManager, db: Executor) {
  if (manager) {
    if (campaignId === null || !(await getManagedCampaign({ campaignId, manager }, db)))
      throw notFound(CAMPAIGN_NOT_FOUND);
    return;
  }
  if (campaignId !== null && !(await getCampaignRow({ id: campaignId }, db))) throw notFound(CAMPAIGN_NOT_FOUND);
}

/** The option locked for this transaction, if this manager may manage it; 404 otherwise. */
async function lockManagedOption(id: number, manager: PickupManager, tx: Transaction): Promise<PickupOptionRow> {
  const [option] = await tx.select().from(pickupOptions).where(eq(pickupOptions.id, id)).for('update');
  if (!option) throw notFound(PICKUP_OPTION_NOT_FOUND);
  if (
    manager &&
    (option.campaignId === null || !(await getManagedCampaign({ campaignId: option.campaignId, manager }, tx)))
  )
    throw notFound(PICKUP_OPTION_NOT_FOUND);
  return option;
}

/** Non-cancelled orders holding the option. */
async function ordersHolding(optionId: number, tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.pickupOptionId, optionId), ne(orders.orderStatus, 'cancelled')));
  return row?.n ?? 0;
}

const entry = (
  option: PickupOptionRow,
  action: 'created' | 'updated' | 'deleted',
  changes: ReturnType<typeof diffFields>,
) => ({
  action: `pickup_option.${action}` as const,
  entityType: 'pickup_option' as const,
  entityId: option.id,
  entityLabel: option.name,
  changes,
});

/** A campaign's options (null or absent: the shop's own, staff only), earliest first, with their orders. */
export async function listPickupOptionsFor({
  campaignId,
  manager,
}: {
  campaignId: number | null;
  manager: PickupManager;
}): Promise<ManagedPickupOption[]> {
  const db = await getDb();
  await assertCampaignManaged(campaignId, manager, db);
  return listManagedPickupOptions(campaignId, db);
}

export async function createPickupOption({
  actor,
  manager,
  input,
}: {
  actor: AuditActor;
  manager: PickupManager;
  input: CreatePickupOptionInput;
}): Promise<ManagedPickupOption> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertCampaignManaged(input.campaignId, manager, tx);
    const [row] = await tx.insert(pickupOptions).values(input).returning();
    await recordAudit(tx, actor, entry(row!, 'created', createdFields(row!, AUDIT_FIELDS)));
    return managedPickupOptionJson(row!, 0);
  });
}

/** Changes the fields given; the window and the meetup's address are checked against the stored option. */
export async function updatePickupOption({
  actor,
  manager,
  input: { id, ...fields },
}: {
  actor: AuditActor;
  manager: PickupManager;
  input: UpdatePickupOptionInput;
}): Promise<ManagedPickupOption> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockManagedOption(id, manager, tx);
    const changes = definedOnly(fields);
    const merged = { ...current, ...changes };
    if (merged.endsAt.getTime() <= merged.startsAt.getTime()) throw badRequest(PICKUP_ENDS_BEFORE_START);
    if (merged.kind === 'meetup' && !merged.address) throw badRequest(PICKUP_ADDRESS_REQUIRED);
    const taken = await ordersHolding(id, tx);
    if (changes.capacity != null && changes.capacity < taken)
      throw new ApiError('conflict', capacityBelowOrdersMessage(taken));
    let after = current;
    if (Object.keys(changes).length > 0) {
      [after] = (await tx.update(pickupOptions).set(changes).where(eq(pickupOptions.id, id)).returning()) as [
        PickupOptionRow,
      ];
      const changed = diffFields(current, after, AUDIT_FIELDS);
      if (hasChanges(changed)) await recordAudit(tx, actor, entry(after, 'updated', changed));
    }
    return managedPickupOptionJson(after, taken);
  });
}

/** Deletes an option no non-cancelled order holds (409 otherwise: move them first). */
export async function deletePickupOption({
  actor,
  manager,
  id,
}: {
  actor: AuditActor;
  manager: PickupManager;
  id: number;
}): Promise<{ id: number; name: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const option = await lockManagedOption(id, manager, tx);
    const taken = await ordersHolding(id, tx);
    if (taken > 0) throw new ApiError('conflict', pickupInUseMessage(taken));
    await tx.delete(pickupOptions).where(eq(pickupOptions.id, id));
    await recordAudit(tx, actor, entry(option, 'deleted', deletedFields(option, AUDIT_FIELDS)));
    return { id, name: option.name };
  });
}
