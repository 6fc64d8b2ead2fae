import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db';
import { guardians, users } from '@/server/db/schema';
import { familyParentOf } from '@/server/services/notice-support';

/*
 * Issue 27: who reads the mail about a fundraiser, by user id: the one place every service that mails a fundraiser
 * (credited notice, milestones, nudges, "48 hours left", anything new) asks.
 *
 * - A child's profile (users.is_child, no e-mail): every guardian's address. None at all: no reader, and the caller
 *   counts the mail as skipped; it is never lost silently.
 * - An account whose users.parent_user_id is a plain account (role sub_account): that parent's address (the older
 *   "parent account" rule, docs/decisions/notice-recipients.md).
 * - Otherwise the account's own address.
 */

export type PersonReader = {
  /** The account that reads the mail (the person, a guardian or the parent account). */
  userId: number;
  email: string;
  /** How the mail greets the reader (first name, else display name). */
  name: string;
  /** The fundraiser the mail is about, when the reader is not that person: their first name. */
  forName: string | null;
  /** Read by a guardian: each guardian gets their own copy (their id goes into the Message-ID). */
  viaGuardian: boolean;
};

export type PersonRecipients = { readers: PersonReader[]; isChild: boolean };

/** The readers of each of `userIds` (an unknown id maps to no reader). */
export async function resolvePersonRecipients(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, PersonRecipients>> {
  const result = new Map<number, PersonRecipients>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return result;
  const parent = alias(users, 'parent');
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      displayName: users.displayName,
      isChild: users.isChild,
      parentId: parent.id,
      parentEmail: parent.email,
      parentName: parent.firstName,
      parentDisplayName: parent.displayName,
    })
    .from(users)
    .leftJoin(parent, familyParentOf(parent))
    .where(inArray(users.id, ids));
  const childIds = people.filter((person) => person.isChild).map((person) => person.id);
  const guardianRows =
    childIds.length === 0
      ? []
      : await db
          .select({
            childId: guardians.childUserId,
            userId: users.id,
            email: users.email,
            firstName: users.firstName,
            displayName: users.displayName,
          })
          .from(guardians)
          .innerJoin(users, eq(users.id, guardians.guardianUserId))
          .where(and(inArray(guardians.childUserId, childIds), isNotNull(users.email)))
          .orderBy(asc(guardians.addedAt), asc(users.id));

  for (const person of people) {
    const ownName = person.firstName || person.displayName;
    let readers: PersonReader[];
    if (person.isChild) {
      readers = guardianRows
        .filter((row) => row.childId === person.id)
        .map((row) => ({
          userId: row.userId,
          email: row.email!.trim().toLowerCase(),
          name: row.firstName || row.displayName,
          forName: ownName,
          viaGuardian: true,
        }));
    } else if (person.parentId !== null && person.parentEmail) {
      readers = [
        {
          userId: person.parentId,
          email: person.parentEmail.trim().toLowerCase(),
          name: person.parentName || person.parentDisplayName || '',
          forName: ownName,
          viaGuardian: false,
        },
      ];
    } else if (person.email) {
      readers = [
        {
          userId: person.id,
          email: person.email.trim().toLowerCase(),
          name: ownName,
          forName: null,
          viaGuardian: false,
        },
      ];
    } else readers = [];
    result.set(person.id, { readers, isChild: person.isChild });
  }
  return result;
}

/** The readers of one person (see resolvePersonRecipients). */
export async function readersOf(db: Executor, userId: number): Promise<PersonReader[]> {
  return (await resolvePersonRecipients(db, [userId])).get(userId)?.readers ?? [];
}
