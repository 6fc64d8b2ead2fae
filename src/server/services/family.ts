import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChildConsent, ChildSettingsJson, FamilyChild } from '@/lib/contracts/family';
import { firstNameAndInitial } from '@/lib/privacy/public-name';
import type { addChildSchema, giveConsentSchema, updateChildSettingsSchema } from '@/lib/validation/family';
import { getDb } from '@/server/db';
import {
  CHILD_NOT_FOUND,
  familyBelongsToCampaign,
  getChildForGuardian,
  getFamilyChild,
} from '@/server/db/queries/family';
import { getAccountById } from '@/server/db/queries/users';
import { campaignParticipants, guardianConsents, guardians, users } from '@/server/db/schema';
import type { Transaction } from '@/server/db/types';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { readFundraiserSettings } from '@/server/reads/account';
import { assertIssuedImageUrl } from '@/server/storage/issued-urls';
import { updateFundraiserSettings } from './settings';

/*
 * Issue 27, a guardian's writes: children's profiles (a users row with is_child, no e-mail or password), their page
 * settings and the consent that makes a page public. Another family's child is 404 (the ownership is in the query).
 */

/** The name shown for a child: the public name chosen, else first name and last initial. */
export const childDisplayName = (input: { firstName: string; lastName?: string; publicName?: string }) =>
  input.publicName ??
  firstNameAndInitial({ firstName: input.firstName, lastName: input.lastName ?? '', displayName: input.firstName });

/**
 * Inserts a child's profile with `guardianId` as guardian, joining `campaignId` when given; in the caller's
 * transaction (the family endpoint and a family invitation's acceptance).
 */
export async function insertChild(
  tx: Transaction,
  {
    guardianId,
    firstName,
    lastName,
    publicName,
    campaignId,
  }: { guardianId: number; firstName: string; lastName?: string; publicName?: string; campaignId?: number | null },
): Promise<number> {
  const [child] = await tx
    .insert(users)
    .values({
      email: null,
      passwordHash: null,
      isChild: true,
      role: 'sub_account',
      firstName,
      lastName: lastName ?? '',
      displayName: childDisplayName({ firstName, lastName, publicName }),
    })
    .returning({ id: users.id });
  await tx.insert(guardians).values({ childUserId: child!.id, guardianUserId: guardianId });
  if (campaignId) await tx.insert(campaignParticipants).values({ campaignId, userId: child!.id });
  return child!.id;
}

// POST /_api/family/children
export async function addChild(guardianId: number, input: z.output<typeof addChildSchema>): Promise<FamilyChild> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.campaignId && !(await familyBelongsToCampaign({ campaignId: input.campaignId, guardianId }, tx)))
      throw notFound(CAMPAIGN_NOT_FOUND);
    const childId = await insertChild(tx, { guardianId, ...input });
    return getFamilyChild({ childId }, tx);
  });
}

// POST /_api/family/children/settings: absent fields keep what is stored.
export async function updateChildSettings(
  guardianId: number,
  { childId, avatarUrl, ...page }: z.output<typeof updateChildSettingsSchema>,
): Promise<ChildSettingsJson> {
  const child = await getChildForGuardian({ childId, guardianId });
  if (!child) throw notFound(CHILD_NOT_FOUND);
  if (avatarUrl) assertIssuedImageUrl(avatarUrl);
  const stored = await readFundraiserSettings(childId);
  const defined = Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined));
  const settings = await updateFundraiserSettings(childId, { ...stored, ...defined });
  let photo = child.avatarUrl;
  if (avatarUrl !== undefined) {
    const db = await getDb();
    await db.update(users).set({ avatarUrl }).where(eq(users.id, childId));
    photo = avatarUrl;
  }
  const { isPublic, customMessage, description, goalAmount, landingPageSlug } = settings;
  return { isPublic, customMessage, description, goalAmount, landingPageSlug, avatarUrl: photo };
}

// POST /_api/family/consent: a new row (never an update); the newest one is in force.
export async function giveConsent(
  guardianId: number,
  { childId, publicPage, photo }: z.output<typeof giveConsentSchema>,
): Promise<ChildConsent> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const child = await getChildForGuardian({ childId, guardianId, forUpdate: true }, tx);
    if (!child) throw notFound(CHILD_NOT_FOUND);
    const guardian = await getAccountById({ id: guardianId }, tx);
    const name = guardian
      ? [guardian.firstName, guardian.lastName].filter(Boolean).join(' ') || guardian.displayName
      : '';
    const [row] = await tx
      .insert(guardianConsents)
      .values({ childUserId: childId, publicPage, photo, givenByUserId: guardianId, givenByName: name || 'Guardian' })
      .returning();
    return { publicPage: row!.publicPage, photo: row!.photo, by: row!.givenByName, at: row!.givenAt.toISOString() };
  });
}
