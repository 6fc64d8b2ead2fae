import 'server-only';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { getEnv } from '@/env';
import { TEAM_INVITATIONS } from '@/server/auth/unsubscribe-links';
import type { NudgeResult } from '@/lib/contracts/captain-team';
import type { NudgeInput } from '@/lib/validation/nudges';
import type { SessionUser } from '@/server/auth/session';
import { getDb, type Transaction } from '@/server/db';
import { getManagedCampaign } from '@/server/db/queries/campaign-access';
import { listTeamMemberFigures } from '@/server/db/queries/team-figures';
import { invites } from '@/server/db/schema';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { getFundraiserShareKitUrls } from '@/server/share-kit/urls';
import { inviteReminderEmail, shareKitNudgeEmail, type OutgoingMail } from '@/server/mail';
import { diffFields, recordAudit } from './audit';
import { decideCaptainMail } from './captain-mail-rules';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { resolvePersonRecipients, type PersonReader } from '@/server/mail/person-recipients';
import { claimNudge, fundraisingMail, releaseFundraisingEmails, type NudgeClaim } from './fundraising-emails';
import { CAPTAIN_NAME_FALLBACK, inviteAcceptUrl, newInviteToken } from './invite-links';

/*
 * A captain's nudges from team management (POST /_api/captain/nudge): remind every pending invitee, or send every
 * member without a sale their share kit. One e-mail per person per 24 hours across both kinds, none to an address
 * that unsubscribed (reminders: from invitations too) or over a daily captain mail limit (captain-mail-rules.ts);
 * those are counted as skipped. Each person is decided, recorded and their e-mail queued in the mail outbox in a
 * short transaction of their own; the outbox sends it after the commit, with retries, so `failed` stays 0 (kept in the
 * answer's shape).
 */

const RESEND_FIELDS = ['status', 'sentAt', 'expiresAt'] as const;

type ClaimedNudge = Extract<NudgeClaim, { outcome: 'claimed' }>;

export async function nudgeTeam({ actor, campaignId, kind }: NudgeInput & { actor: SessionUser }) {
  const db = await getDb();
  const campaign = await getManagedCampaign({ campaignId, manager: { userId: actor.id, role: actor.role } }, db);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const captainName = campaign.captainName || actor.displayName || CAPTAIN_NAME_FALLBACK;
  const context = { actor, campaignId, campaignName: campaign.name, captainName, captainId: campaign.captainId };
  return kind === 'pending-invites' ? remindPendingInvitees(context) : nudgeMembersWithoutSales(context);
}

type Context = {
  actor: SessionUser;
  campaignId: number;
  campaignName: string;
  captainName: string;
  /** The campaign's captain: a captain who also sells is not nudged by their own button. */
  captainId: number | null;
};

/**
 * Pending = not accepted (status sent or viewed) and not expired. The stored token is only a hash, so a reminder
 * carries a fresh link, as a resend does: new token, new 14-day expiry, audited as `invite.resent`, queued with it.
 */
async function remindPendingInvitees({ actor, campaignId, campaignName, captainName }: Context) {
  const db = await getDb();
  const pending = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.campaignId, campaignId),
        inArray(invites.status, ['sent', 'clicked']),
        isNull(invites.acceptedAt),
        gt(invites.expiresAt, sql`now()`),
      ),
    )
    .orderBy(invites.id);
  return nudgeEach(pending, async (tx, invite) => {
    const { token, tokenHash, expiresAt } = newInviteToken();
    const resent = { expiresAt, sentAt: new Date(), status: 'sent' as const };
    const claimed = await claimNudge(tx, {
      kind: 'pending-invite',
      campaignId,
      inviteId: invite.id,
      email: invite.inviteeEmail,
    });
    if (claimed.outcome !== 'claimed') return claimed;
    const allowed = await withinCaptainMailRules(tx, claimed, {
      sender: actor,
      email: invite.inviteeEmail,
      kind: 'reminder',
    });
    if (allowed.outcome !== 'claimed') return allowed;
    // Only if it is still the pending invitation that was listed (not accepted, resent or deleted meanwhile).
    const [rotated] = await tx
      .update(invites)
      .set({ tokenHash, ...resent })
      .where(
        and(
          eq(invites.id, invite.id),
          eq(invites.tokenHash, invite.tokenHash),
          inArray(invites.status, ['sent', 'clicked']),
          isNull(invites.acceptedAt),
        ),
      )
      .returning({ id: invites.id });
    if (!rotated) {
      await releaseFundraisingEmails([claimed.rowId], tx);
      return { outcome: 'changed' as const };
    }
    await recordAudit(tx, actor, {
      action: 'invite.resent',
      entityType: 'invite',
      entityId: invite.id,
      entityLabel: invite.inviteeEmail,
      changes: diffFields(invite, resent, RESEND_FIELDS),
    });
    const mail = fundraisingMail(
      invite.inviteeEmail,
      (optOutUrl) =>
        inviteReminderEmail({
          inviteeName: invite.inviteeName,
          captainName,
          campaignName,
          acceptUrl: inviteAcceptUrl(token),
          optOutUrl,
        }),
      TEAM_INVITATIONS,
    );
    return queueNudge(tx, mail, { kind: 'invite-reminder', actor, about: invite.id, claimed });
  });
}

/**
 * Each person in a short transaction of their own; a claimed nudge is one sent, any other outcome one skipped. The
 * outbox is kicked once, after the last commit.
 */
async function nudgeEach<T>(people: T[], nudge: (tx: Transaction, person: T) => Promise<{ outcome: string }>) {
  const db = await getDb();
  const result: NudgeResult = { sent: 0, skipped: 0, failed: 0 };
  for (const person of people) {
    const claim = await db.transaction((tx) => nudge(tx, person));
    if (claim.outcome === 'claimed') result.sent += 1;
    else result.skipped += 1;
  }
  if (result.sent > 0) kickMailOutbox();
  return result;
}

/** Queues a claimed nudge's e-mail as the captain's mail, with a message id of its kind, person and claim. */
async function queueNudge(
  tx: Transaction,
  mail: OutgoingMail,
  { kind, actor, about, claimed }: { kind: string; actor: SessionUser; about: number; claimed: ClaimedNudge },
): Promise<NudgeClaim> {
  await enqueueMail(tx, {
    ...mail,
    kind,
    category: 'captain',
    senderUserId: actor.id,
    messageId: outboxMessageId(kind, about, claimed.rowId),
  });
  return claimed;
}

/** A claimed nudge goes out only within the captain mail rules (opt-outs, daily limits); otherwise it is forgotten. */
async function withinCaptainMailRules(
  tx: Transaction,
  claimed: ClaimedNudge,
  mail: Parameters<typeof decideCaptainMail>[1],
): Promise<NudgeClaim> {
  const decision = await decideCaptainMail(tx, mail);
  if (decision.outcome === 'allowed') return claimed;
  await releaseFundraisingEmails([claimed.rowId], tx);
  return { outcome: decision.outcome === 'opted-out' ? 'opted-out' : 'rate-limited' };
}

/** The share kit's pieces a nudge links to (the share-kit routes' own URLs, src/server/share-kit/urls.ts). */
function shareKit(slug: string) {
  const urls = getFundraiserShareKitUrls({ slug });
  return { pageUrl: urls.linkUrl, qrUrl: urls.qrPngUrl, flyerUrl: urls.flyerUrl };
}

/** Members with no sale in this campaign (no order credited to them that is not cancelled) get their share kit. */
async function nudgeMembersWithoutSales({ actor, campaignId, campaignName, captainName, captainId }: Context) {
  const db = await getDb();
  const members = (await listTeamMemberFigures({ campaignId }, db)).filter(
    (member) => member.orderCount === 0 && member.id !== captainId && member.id !== actor.id,
  );
  // Issue 27: each member's readers (a child's guardians, one each; a parent account; or themselves). A child without
  // any guardian is one nudge skipped, never lost silently.
  const recipients = await resolvePersonRecipients(
    db,
    members.map((member) => member.id),
  );
  const people = members.flatMap((member): Array<{ member: (typeof members)[number]; reader: PersonReader | null }> => {
    const readers = recipients.get(member.id)?.readers ?? [];
    return readers.length === 0 ? [{ member, reader: null }] : readers.map((reader) => ({ member, reader }));
  });
  return nudgeEach(people, async (tx, { member, reader }) => {
    if (!reader) return { outcome: 'no-reader' };
    const email = reader.email;
    const claimed = await claimNudge(tx, { kind: 'no-sales', campaignId, userId: member.id, email });
    if (claimed.outcome !== 'claimed') return claimed;
    const allowed = await withinCaptainMailRules(tx, claimed, { sender: actor, email, kind: 'nudge' });
    if (allowed.outcome !== 'claimed') return allowed;
    const mail = fundraisingMail(email, (unsubscribeUrl) =>
      shareKitNudgeEmail({
        fundraiserName: reader.viaGuardian ? reader.name : member.displayName,
        forName: reader.viaGuardian ? reader.forName : null,
        captainName,
        campaignName,
        shareKit: member.isPublic && member.landingPageSlug ? shareKit(member.landingPageSlug) : null,
        settingsUrl: `${getEnv().APP_URL}/${reader.viaGuardian ? 'family' : 'settings'}`,
        unsubscribeUrl,
      }),
    );
    return queueNudge(tx, mail, { kind: 'share-kit-nudge', actor, about: member.id, claimed });
  });
}
