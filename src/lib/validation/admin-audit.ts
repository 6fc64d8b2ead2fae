import { z } from 'zod';
import { toDateRange } from '@/lib/dates';
import { dateRangeQueryFields, positiveIdParam, text } from './common';

/*
 * The audit trail (issue 12): what the entries look like, the actions and entity types that exist, and the
 * GET /_api/admin/audit query. Shared by the server (which writes and lists entries) and the Activity tab.
 */

/** The kinds of record an entry can be about. */
export const AUDIT_ENTITY_TYPES = ['order', 'product', 'user', 'campaign', 'invite', 'mail'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Every action the app records, `<entity>.<verb>`, with the words the Activity tab shows for it. */
export const AUDIT_ACTION_LABELS = {
  'order.status_changed': 'Order status changed',
  'order.note_added': 'Order note added',
  'order.payment_recorded': 'Payment recorded',
  'order.refund_recorded': 'Refund recorded',
  'order.handed_out': 'Order handed out',
  'product.created': 'Product created',
  'product.updated': 'Product updated',
  'product.deactivated': 'Product deactivated',
  'product.restored': 'Product restored',
  'product.deleted': 'Product deleted',
  'user.created': 'User created',
  'user.role_changed': 'User role changed',
  'user.deleted': 'User deleted',
  'campaign.created': 'Campaign created',
  'campaign.updated': 'Campaign updated',
  'campaign.participant_added': 'Participant added',
  'campaign.participant_removed': 'Participant removed',
  'campaign.products_updated': 'Campaign products updated',
  'invite.created': 'Invitation sent',
  'invite.resent': 'Invitation resent',
  'invite.deleted': 'Invitation deleted',
  'invite.mail_failed': 'Invitation e-mail failed',
  'mail.retried': 'Failed e-mail retried',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  order: 'Order',
  product: 'Product',
  user: 'User',
  campaign: 'Campaign',
  invite: 'Invitation',
  mail: 'E-mail',
};

/** A JSON value as the changes column stores it (dates as ISO text, money as integer cents). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
/** `{ field: { from, to } }`: before → after; a creation has `from: null`, a deletion `to: null`. */
export type AuditChanges = Record<string, { from: AuditValue; to: AuditValue }>;

/** An entry as GET /_api/admin/audit and the order details answer it. */
export type AuditEntry = {
  id: number;
  /** ISO date-time. */
  createdAt: string;
  actorId: number;
  /** The actor's name and e-mail when they acted (kept after the account is deleted). */
  actorName: string;
  actorEmail: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  entityLabel: string;
  changes: AuditChanges;
};

export type AuditPage = { entries: AuditEntry[]; total: number; page: number; pageSize: number };

/** Someone who has entries, for the actor filter (their latest name and e-mail). */
export type AuditActorOption = { id: number; name: string; email: string };

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
    action: optional(z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]], { error: AUDIT_ACTION_INVALID })),
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
