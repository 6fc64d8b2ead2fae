import { campaignTeamQuerySchema, inviteIdSchema, inviteMembersSchema } from '@/lib/validation/invites';
import { nudgeSchema } from '@/lib/validation/nudges';
import { endpoint, jsonOf } from './endpoint';

const managers = ['admin', 'fundraiser_captain'] as const;

/** A campaign the caller manages (all of them for an admin), dates as ISO strings. */
export type CaptainCampaign = {
  id: number;
  name: string;
  slug: string | null;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  participantCount: number;
};

/** A managed campaign as the team-management screens pick and label it. */
export type TeamCampaign = Pick<CaptainCampaign, 'id' | 'name' | 'isActive'>;

/** An invitation of the campaign (accepted ones too: the stat cards count them), sent date as an ISO string. */
export type TeamInvite = { id: number; inviteeName: string; inviteeEmail: string; status: string; sentAt: string };

/**
 * A team member as GET /_api/captain/team-members answers (the spec's id, displayName, email, avatarUrl, joinedAt,
 * then how they are doing in this campaign: non-cancelled orders credited to them). Dates as ISO strings.
 */
export type TeamMember = {
  id: number;
  displayName: string;
  /** Null for a child's profile (issue 27): mail about them goes to their guardians. */
  email: string | null;
  avatarUrl: string | null;
  joinedAt: string;
  salesCents: number;
  bags: number;
  /** Distinct buyer e-mails, case-insensitive. */
  supporters: number;
  orderCount: number;
  lastSaleAt: string | null;
  goalCents: number | null;
  /** Whole percent of the goal, not capped at 100; null without a goal. */
  goalPercent: number | null;
};

/**
 * What happened to one invitee (issue 26), beside the spec's counts: `sent` (a new invitation), `existing_account`
 * (sent; they accept by logging in) or not sent: `already_member`, `already_invited` (this address has an invitation to
 * this campaign, for `otherName`), `repeated` (the address came earlier in the same request, for `otherName`),
 * `opted_out`, `limited` (a daily mail limit). One account and one invitation per e-mail address: a second child at a
 * parent's address needs an address of their own (docs/decisions/invites-at-family-addresses.md).
 */
export type InviteOutcome = {
  email: string;
  name: string;
  outcome: 'sent' | 'existing_account' | 'already_member' | 'already_invited' | 'repeated' | 'opted_out' | 'limited';
  /** Who the address was already invited or listed for, when that is why it was not sent. */
  otherName?: string;
  /** Issue 27: a family invitation's child (the invitation is for them; the address is a parent's). */
  childFirstName?: string;
};

/** What POST /_api/captain/invite-members answers (the spec's snake_case keys). */
export type InviteMembersResult = {
  sent: number;
  existing_users: number;
  skipped: number;
  failed: number;
  errors: string[];
  existing_user_emails: string[];
  /** Beside the spec: skipped because the address had its mails for the day, or the inviter their daily budget. */
  limited_emails: string[];
  /** Beside the spec: skipped because the address asked, through an invitation's link, for no more invitations. */
  opted_out_emails: string[];
  /** Beside the spec: each invitee in the order sent, with what happened (the dialog's per-address summary). */
  results: InviteOutcome[];
};

/**
 * What the nudge answers: e-mails sent; people skipped (nudged in the last 24 hours, or unsubscribed); and, beside
 * the contract, e-mails the mail server refused (nothing was recorded for them, so they can be nudged again).
 */
export type NudgeResult = { sent: number; skipped: number; failed: number };

/** A captain's campaigns and team: invitations, members, nudges (spec section 8). A campaign not managed is a 404. */
export const captainTeamEndpoints = {
  campaigns: endpoint({
    method: 'GET',
    path: '/_api/captain/campaigns',
    access: managers,
    response: jsonOf<CaptainCampaign[]>(),
  }),
  inviteMembers: endpoint({
    method: 'POST',
    path: '/_api/captain/invite-members',
    access: managers,
    body: inviteMembersSchema,
    response: jsonOf<InviteMembersResult>(),
  }),
  invites: endpoint({
    method: 'GET',
    path: '/_api/captain/team-invites',
    access: managers,
    query: campaignTeamQuerySchema,
    response: jsonOf<{ invites: TeamInvite[] }>(),
  }),
  members: endpoint({
    method: 'GET',
    path: '/_api/captain/team-members',
    access: managers,
    query: campaignTeamQuerySchema,
    response: jsonOf<{ members: TeamMember[] }>(),
  }),
  resendInvite: endpoint({
    method: 'POST',
    path: '/_api/captain/invite/resend',
    access: managers,
    body: inviteIdSchema,
    response: jsonOf<{ message: string }>(),
  }),
  deleteInvite: endpoint({
    method: 'POST',
    path: '/_api/captain/invite/delete',
    access: managers,
    body: inviteIdSchema,
    response: jsonOf<{ message: string }>(),
  }),
  /** Reminds pending invitees or nudges members without sales. */
  nudge: endpoint({
    method: 'POST',
    path: '/_api/captain/nudge',
    access: managers,
    body: nudgeSchema,
    response: jsonOf<NudgeResult>(),
  }),
};
