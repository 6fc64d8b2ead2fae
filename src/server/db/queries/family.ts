import 'server-only';
import { and, desc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ChildConsent, FamilyChild } from '@/lib/contracts/family';
import { getDb } from '../index';
import type { Executor } from '../types';
import { campaignParticipants, campaigns, guardianConsents, guardians, invites, users } from '../schema';

/*
 * Issue 27, families: the reads a guardian's requests go through. Ownership is inside each query: a child is found
 * only through a `guardians` row of the signed-in guardian, so another family's child is "not found" (404).
 */

export const CHILD_NOT_FOUND = 'Child not found.';

/**
 * The child's page that GET /_api/family names and the child's settings edit: the page the settings choose by default
 * (src/server/reads/account.ts `findSettingsPage`): that of the newest-started active campaign the child takes part
 * in, else the newest page.
 */
const childPage = (column: 'slug' | 'campaign_id') => sql`(
  select fp.${sql.raw(column)} from fundraiser_pages fp
  left join campaigns c on c.id = fp.campaign_id
  left join campaign_participants cp on cp.campaign_id = fp.campaign_id and cp.user_id = fp.user_id
  where fp.user_id = ${users.id}
  order by (coalesce(c.is_active, false) and cp.user_id is not null) desc,
    case when c.is_active and cp.user_id is not null then c.start_date end desc nulls last,
    case when c.is_active and cp.user_id is not null then c.id end desc nulls last,
    fp.created_at desc, fp.id desc
  limit 1
)`;

const childColumns = {
  id: users.id,
  firstName: users.firstName,
  publicName: users.displayName,
  landingPageSlug: sql<string | null>`${childPage('slug')}`,
  campaignId: sql<number | null>`${childPage('campaign_id')}`,
};

const isGuardianOf = (guardianId: number) =>
  exists(
    sql`(select 1 from ${guardians} where ${guardians.childUserId} = ${users.id} and ${guardians.guardianUserId} = ${guardianId})`,
  );

/** One child of the guardian's family, or null (not a child, or another family's). */
export async function getChildForGuardian(
  { childId, guardianId, forUpdate = false }: { childId: number; guardianId: number; forUpdate?: boolean },
  db?: Executor,
) {
  const executor = db ?? (await getDb());
  const query = executor
    .select({ ...childColumns, avatarUrl: users.avatarUrl })
    .from(users)
    .where(and(eq(users.id, childId), eq(users.isChild, true), isGuardianOf(guardianId)));
  const [child] = forUpdate ? await query.for('update', { of: users }) : await query;
  return child ?? null;
}

/** The consent in force per child (the newest row wins), keyed by child id. */
async function consentsFor(childIds: number[], db: Executor): Promise<Map<number, ChildConsent>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([guardianConsents.childUserId], {
      childId: guardianConsents.childUserId,
      publicPage: guardianConsents.publicPage,
      photo: guardianConsents.photo,
      by: guardianConsents.givenByName,
      at: guardianConsents.givenAt,
    })
    .from(guardianConsents)
    .where(inArray(guardianConsents.childUserId, childIds))
    .orderBy(guardianConsents.childUserId, desc(guardianConsents.givenAt), desc(guardianConsents.id));
  return new Map(
    rows.map((row) => [
      row.childId,
      { publicPage: row.publicPage, photo: row.photo, by: row.by, at: row.at.toISOString() },
    ]),
  );
}

/** Every child the guardian manages, oldest profile first, with the consent in force. */
export async function listFamilyChildren(
  { guardianId }: { guardianId: number },
  db?: Executor,
): Promise<FamilyChild[]> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select(childColumns)
    .from(users)
    .where(and(eq(users.isChild, true), isGuardianOf(guardianId)))
    .orderBy(users.id);
  const consents = await consentsFor(
    rows.map((row) => row.id),
    executor,
  );
  return rows.map((row) => ({ ...row, consent: consents.get(row.id) ?? null }));
}

/** One child as GET /_api/family lists it (after a write). */
export async function getFamilyChild({ childId }: { childId: number }, db: Executor): Promise<FamilyChild> {
  const [row] = await db.select(childColumns).from(users).where(eq(users.id, childId));
  const consents = await consentsFor([childId], db);
  return { ...row!, consent: consents.get(childId) ?? null };
}

/**
 * The campaigns the guardian's family already belongs to: they are its captain or a participant, a guardian of a child
 * in it, or accepted a family invitation to it. Only to these may they add a child.
 */
function familyCampaigns(guardianId: number, db: Executor) {
  return or(
    eq(campaigns.captainId, guardianId),
    exists(
      db
        .select({ one: sql`1` })
        .from(campaignParticipants)
        .leftJoin(guardians, eq(guardians.childUserId, campaignParticipants.userId))
        .where(
          and(
            eq(campaignParticipants.campaignId, campaigns.id),
            or(eq(campaignParticipants.userId, guardianId), eq(guardians.guardianUserId, guardianId)),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(invites)
        .where(
          and(
            eq(invites.campaignId, campaigns.id),
            eq(invites.acceptedUserId, guardianId),
            isNotNull(invites.childFirstName),
          ),
        ),
    ),
  );
}

/** Whether the guardian's family belongs to the campaign (see familyCampaigns). */
export async function familyBelongsToCampaign(
  { campaignId, guardianId }: { campaignId: number; guardianId: number },
  db: Executor,
): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), familyCampaigns(guardianId, db)));
  return row !== undefined;
}

/** The active campaigns a guardian may add a child to, newest first (the add-child form's choices). */
export async function listFamilyCampaigns({ guardianId }: { guardianId: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  return executor
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.isActive, true), familyCampaigns(guardianId, executor)))
    .orderBy(desc(campaigns.startDate), desc(campaigns.id));
}
