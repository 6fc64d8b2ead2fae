import type { AuditAction, AuditEntityType } from '@/lib/validation/admin-audit';
import { auditQuerySchema } from '@/lib/validation/admin-audit';
import { endpoint, jsonOf } from './endpoint';

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

/** The audit trail (issue 12) as the Activity tab reads it. */
export const adminAuditEndpoints = {
  /** One page of entries, newest first: `actorId`, `entityType`, `entityId`, `action`, `startDate`, `endDate`. */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/audit',
    access: ['admin'],
    query: auditQuerySchema,
    response: jsonOf<AuditPage>(),
  }),
  /** Everyone who has audit entries (the Activity tab's actor filter). */
  actors: endpoint({
    method: 'GET',
    path: '/_api/admin/audit/actors',
    access: ['admin'],
    response: jsonOf<{ actors: AuditActorOption[] }>(),
  }),
};
