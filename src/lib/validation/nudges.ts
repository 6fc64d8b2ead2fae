import { z } from 'zod';
import { positiveId } from './common';

export const NUDGE_KINDS = ['pending-invites', 'no-sales'] as const;

// POST /_api/captain/nudge
export const nudgeSchema = z.strictObject({
  campaignId: positiveId('Campaign ID must be a positive integer.'),
  kind: z.enum(NUDGE_KINDS, { error: "Kind must be 'pending-invites' or 'no-sales'." }),
});
export type NudgeInput = z.output<typeof nudgeSchema>;
