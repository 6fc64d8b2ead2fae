import { z } from 'zod';
import { positiveId } from './common';

export const NUDGE_KINDS = ['pending-invites', 'no-sales'] as const;

// POST /_api/captain/nudge
export const nudgeSchema = z.strictObject({
  campaignId: positiveId('Campaign ID must be a positive integer.'),
  kind: z.enum(NUDGE_KINDS, { error: "Kind must be 'pending-invites' or 'no-sales'." }),
});
export type NudgeInput = z.output<typeof nudgeSchema>;

/**
 * What the nudge answers: e-mails sent; people skipped (nudged in the last 24 hours, or unsubscribed); and, beside
 * the contract, e-mails the mail server refused (nothing was recorded for them, so they can be nudged again).
 */
export type NudgeResult = { sent: number; skipped: number; failed: number };

/**
 * A team member as GET /_api/captain/team-members answers (the spec's id, displayName, email, avatarUrl, joinedAt,
 * then how they are doing in this campaign: non-cancelled orders credited to them). Dates as ISO strings.
 */
export type TeamMember = {
  id: number;
  displayName: string;
  email: string;
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
