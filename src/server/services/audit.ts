import 'server-only';
import type { AuditChanges, AuditValue } from '@/lib/contracts/admin-audit';
import type { AuditAction, AuditEntityType } from '@/lib/validation/admin-audit';
import type { SessionUser } from '@/server/auth/session';
import type { Transaction } from '@/server/db';
import { auditEntries } from '@/server/db/schema';

/*
 * The one way to write the audit trail. Every staff change calls recordAudit with the transaction that makes the
 * change, so the entry and the change commit or roll back together; the actor comes from the session, passed down
 * explicitly by the route handler. Entries are never updated or deleted (a database trigger refuses it).
 */

/** Who acted: the session user (or anything with the same fields). Their name and e-mail are copied into the entry. */
export type AuditActor = Pick<SessionUser, 'id' | 'email' | 'displayName' | 'firstName' | 'lastName'>;

/** One entry: what happened to which record, and its fields before → after. */
export type AuditRecord = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  /** What a person calls it: the order number, the product or campaign name, an e-mail. */
  entityLabel: string;
  changes: AuditChanges;
};

/** The name an entry shows for a person: display name, else full name, else e-mail. */
export function personName(
  person: Pick<SessionUser, 'displayName' | 'firstName' | 'lastName'> & { email: string | null },
): string {
  return person.displayName.trim() || `${person.firstName} ${person.lastName}`.trim() || (person.email ?? '');
}

// 8 bind parameters a row: 5,000 rows stay well under PostgreSQL's 65,535 per statement.
const ROWS_PER_INSERT = 5_000;

/**
 * Writes the entries in the caller's transaction: one multi-row INSERT (a bulk change of 1,000 orders is one
 * statement). Nothing is written for an empty list.
 */
export async function recordAudit(
  tx: Transaction,
  actor: AuditActor,
  entries: AuditRecord | readonly AuditRecord[],
): Promise<void> {
  const list = Array.isArray(entries) ? (entries as readonly AuditRecord[]) : [entries as AuditRecord];
  const who = { actorId: actor.id, actorName: personName(actor), actorEmail: actor.email };
  for (let start = 0; start < list.length; start += ROWS_PER_INSERT) {
    await tx
      .insert(auditEntries)
      .values(list.slice(start, start + ROWS_PER_INSERT).map((entry) => ({ ...who, ...entry })));
  }
}

/** A value as the changes column keeps it: dates as ISO text, undefined as null, nested values alike. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, auditValue(item)]));
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * `{ field: { from, to } }` for each listed field whose value differs between `before` and `after` (a missing field
 * counts as null). An empty object means nothing changed.
 */
export function diffFields<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  fields: readonly K[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = auditValue(before[field]);
    const to = auditValue(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** A creation's entry: each listed field that has a value, `from: null`. */
export function createdFields<K extends string>(record: Partial<Record<K, unknown>>, fields: readonly K[]) {
  return diffFields({}, record, fields);
}

/** A deletion's entry: the deleted record's key fields, `to: null`. */
export function deletedFields<K extends string>(record: Partial<Record<K, unknown>>, fields: readonly K[]) {
  return diffFields(record, {}, fields);
}

export function hasChanges(changes: AuditChanges): boolean {
  return Object.keys(changes).length > 0;
}
