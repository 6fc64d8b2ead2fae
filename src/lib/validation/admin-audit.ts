import { z } from 'zod';
import { toDateRange } from '@/lib/dates';
import { dateRangeQueryFields, positiveIdParam, text } from './common';

/*
 * The audit trail (issue 12): the actions and entity types that exist, and the GET /_api/admin/audit query. Shared
 * by the server (which writes and lists entries) and the Activity tab; what an entry looks like is in
 * src/lib/contracts/admin-audit.ts, the words for each action in src/lib/labels/audit.ts.
 */

/** The kinds of record an entry can be about. */
export const AUDIT_ENTITY_TYPES = [
  'order',
  'product',
  'user',
  'campaign',
  'invite',
  'mail',
  'pickup_option',
  'shop',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Every action the app records, `<entity>.<verb>`. */
export const AUDIT_ACTIONS = [
  'order.status_changed',
  'order.note_added',
  'order.payment_recorded',
  'order.refund_recorded',
  'order.handed_out',
  'order.edited',
  'order.money_kept',
  'product.created',
  'product.updated',
  'product.deactivated',
  'product.restored',
  'product.deleted',
  'user.created',
  'user.role_changed',
  'user.deleted',
  'campaign.created',
  'campaign.updated',
  'campaign.participant_added',
  'campaign.participant_removed',
  'campaign.products_updated',
  'invite.created',
  'invite.resent',
  'invite.deleted',
  'invite.mail_failed',
  'mail.retried',
  'campaign.notified',
  'order.pickup_moved',
  'meetup.collected',
  'meetup.undone',
  'campaign.plan_updated',
  'pickup_option.created',
  'pickup_option.updated',
  'pickup_option.deleted',
  'order.hand_out_undone',
  'shop.roasting_updated',
  'order.entered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_PAGE_SIZE_MIN = 10;
export const AUDIT_PAGE_SIZE_MAX = 100;

export const AUDIT_ACTOR_INVALID = 'actorId must be a positive integer.';
export const AUDIT_ENTITY_ID_INVALID = 'entityId must be a positive integer.';
export const AUDIT_ENTITY_TYPE_INVALID = `entityType must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}.`;
export const AUDIT_ACTION_INVALID = 'action must be one of the recorded actions, e.g. order.status_changed.';
export const AUDIT_ENTITY_ID_NEEDS_TYPE = 'entityId needs an entityType (ids are only unique within a type).';
export const AUDIT_PAGE_INVALID = 'page must be a positive integer.';
export const AUDIT_PAGE_SIZE_INVALID = `pageSize must be a whole number from ${AUDIT_PAGE_SIZE_MIN} to ${AUDIT_PAGE_SIZE_MAX}.`;
export const AUDIT_DATES_REVERSED = 'End date must not be before the start date.';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToUndefined, schema.optional());

/** A whole number given as query text, within bounds, with one message for every way it can be wrong. */
const wholeNumberParam = (message: string, min: number, max: number) =>
  text({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

// GET /_api/admin/audit (unknown query parameters are ignored, like every GET)
export const auditQuerySchema = z
  .object({
    actorId: optional(positiveIdParam(AUDIT_ACTOR_INVALID)),
    entityType: optional(z.enum(AUDIT_ENTITY_TYPES, { error: AUDIT_ENTITY_TYPE_INVALID })),
    entityId: optional(positiveIdParam(AUDIT_ENTITY_ID_INVALID)),
    action: optional(z.enum(AUDIT_ACTIONS, { error: AUDIT_ACTION_INVALID })),
    ...dateRangeQueryFields,
    page: optional(wholeNumberParam(AUDIT_PAGE_INVALID, 1, 999_999_999)),
    pageSize: optional(wholeNumberParam(AUDIT_PAGE_SIZE_INVALID, AUDIT_PAGE_SIZE_MIN, AUDIT_PAGE_SIZE_MAX)),
  })
  .refine((query) => query.entityId === undefined || query.entityType !== undefined, AUDIT_ENTITY_ID_NEEDS_TYPE)
  .refine(
    ({ startDate, endDate }) => !startDate || !endDate || startDate.date.getTime() <= endDate.date.getTime(),
    AUDIT_DATES_REVERSED,
  )
  .transform(({ startDate, endDate, page, pageSize, ...filters }) => ({
    ...filters,
    range: toDateRange({ startDate, endDate }),
    page: page ?? 1,
    pageSize: pageSize ?? AUDIT_PAGE_SIZE_DEFAULT,
  }));
export type AuditQuery = z.output<typeof auditQuerySchema>;
