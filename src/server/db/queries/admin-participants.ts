import 'server-only';
import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { CampaignParticipants, CampaignPerson } from '@/lib/contracts/admin-campaigns';
import type { CampaignParticipantsQuery, ParticipantSortColumn } from '@/lib/validation/admin-campaigns';
import { getDb, type Executor } from '../index';
import { campaignParticipants, users } from '../schema';
import { userSearch } from './admin-users';
import { containsSearch, orderByWithTieBreaker, pageOffset, type SortExpressions } from './list-query';

/** Both lists as read: the participants' join dates still Dates (src/server/reads/admin-campaigns.ts sends text). */
export type CampaignParticipantRows = Omit<CampaignParticipants, 'participants'> & {
  participants: Array<CampaignPerson & { joinedAt: Date }>;
};

/**
 * A campaign's participants (one page, latest to join first by default) and one page of the fundraisers and captains
 * who could still join it (by display name, searchable), each with its total.
 */
export async function getCampaignParticipants(
  { campaignId, page, pageSize, sort, availableSearch, availablePage, availablePageSize }: CampaignParticipantsQuery,
  db?: Executor,
): Promise<CampaignParticipantRows> {
  const executor = db ?? (await getDb());
  const ofCampaign = eq(campaignParticipants.campaignId, campaignId);
  const bySort: Record<ParticipantSortColumn, SortExpressions> = {
    joinedAt: [campaignParticipants.joinedAt],
    displayName: [users.displayName],
    email: [users.email],
  };
  const available = and(
    inArray(users.role, ['sub_account', 'fundraiser_captain']),
    notExists(
      executor
        .select({ one: sql`1` })
        .from(campaignParticipants)
        .where(and(ofCampaign, eq(campaignParticipants.userId, users.id))),
    ),
    containsSearch(availableSearch, userSearch),
  );
  const person = { id: users.id, displayName: users.displayName, email: users.email };
  const [participants, [participantTotal], availableUsers, [availableTotal]] = await Promise.all([
    executor
      .select({ ...person, joinedAt: campaignParticipants.joinedAt })
      .from(campaignParticipants)
      .innerJoin(users, eq(users.id, campaignParticipants.userId))
      .where(ofCampaign)
      .orderBy(...orderByWithTieBreaker(bySort[sort.column], sort.direction, users.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    executor.select({ n: count() }).from(campaignParticipants).where(ofCampaign),
    executor
      .select(person)
      .from(users)
      .where(available)
      .orderBy(asc(users.displayName), asc(users.id))
      .limit(availablePageSize)
      .offset(pageOffset({ page: availablePage, pageSize: availablePageSize })),
    executor.select({ n: count() }).from(users).where(available),
  ]);
  return {
    participants,
    total: participantTotal!.n,
    page,
    pageSize,
    availableUsers,
    availableTotal: availableTotal!.n,
    availablePage,
    availablePageSize,
  };
}
