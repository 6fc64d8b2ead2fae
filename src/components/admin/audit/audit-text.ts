import { formatCents, formatDateTime } from '@/lib/format';
import type { AuditChanges, AuditValue } from '@/lib/contracts/admin-audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@/lib/labels/audit';
import { type AuditAction, type AuditEntityType } from '@/lib/validation/admin-audit';
import { ROLE_LABELS, type UserRole } from '@/lib/roles';
import { permilleToPercent } from '@/lib/team-share';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { PRIVACY_MODE_LABELS } from '@/lib/labels/privacy';
import type { PrivacyMode } from '@/lib/privacy/public-name';
import { type PaymentMethod } from '@/lib/validation/order-payments';

/*
 * An audit entry in words, for the Activity tab and an order's history: "Status: pending → delivered". Money
 * columns (`…Cents`) are shown as dollars, dates in the shop's time zone, people and products by name.
 */

const FIELD_LABELS: Record<string, string> = {
  orderStatus: 'Status',
  paymentStatus: 'Payment',
  note: 'Note',
  name: 'Name',
  description: 'Description',
  priceCents: 'Price',
  costCents: 'Cost',
  category: 'Category',
  imageUrl: 'Image',
  isActive: 'Active',
  email: 'E-mail',
  role: 'Role',
  firstName: 'First name',
  lastName: 'Last name',
  displayName: 'Display name',
  phone: 'Phone',
  parentUserId: 'Parent user',
  slug: 'URL slug',
  startDate: 'Start date',
  endDate: 'End date',
  captainId: 'Captain',
  goalAmountCents: 'Goal',
  teamSharePermille: 'Team share',
  teamShareCentsPerBag: 'Team share per bag',
  privacyMode: 'Privacy',
  showSellerAmounts: 'Seller amounts shown',
  roastDate: 'Roast day',
  caps: 'Batch limits',
  beneficiary: 'Beneficiary',
  roastWeekdays: 'Roasting days',
  participant: 'Participant',
  productIds: 'Products',
  campaignId: 'Campaign',
  inviteeName: 'Invitee',
  inviteeEmail: 'Invitee e-mail',
  status: 'Status',
  sentAt: 'Sent',
  expiresAt: 'Expires',
  amountCents: 'Amount',
  method: 'Method',
  reference: 'Reference',
  collectedBy: 'Collected by',
  receivedAt: 'Received',
  collectedCents: 'Collected',
  lines: 'Lines',
  totalCents: 'Total',
  reason: 'Why',
  heldCents: 'Held',
  moneyKeptAt: 'Money kept',
  moneyKeptNote: 'Kept because',
};

/** Why an order's lines changed (`order.edited`, issue 26). */
const EDIT_REASONS: Record<string, string> = { edit: 'edited by staff', return: 'bags returned with a refund' };

const DATE_FIELDS = new Set(['startDate', 'endDate', 'sentAt', 'expiresAt', 'receivedAt', 'moneyKeptAt']);
const ID_FIELDS = new Set(['parentUserId', 'captainId', 'campaignId']);
/** Long text is cut in a summary line; the full text is in the record itself. */
const MAX_TEXT = 120;

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

export function actionLabel(action: AuditAction | string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

export function entityTypeLabel(type: AuditEntityType | string): string {
  return AUDIT_ENTITY_LABELS[type as AuditEntityType] ?? type;
}

/** One value as a person reads it. */
export function formatAuditValue(field: string, value: AuditValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if ((field.endsWith('Cents') || field === 'teamShareCentsPerBag') && typeof value === 'number')
    return formatCents(value);
  if (field === 'teamSharePermille' && typeof value === 'number') return `${permilleToPercent(value)}%`;
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDateTime(value);
  if (ID_FIELDS.has(field) && typeof value === 'number') return `#${value}`;
  if (field === 'role' && typeof value === 'string') return ROLE_LABELS[value as UserRole] ?? value;
  if (field === 'method' && typeof value === 'string') return PAYMENT_METHOD_LABELS[value as PaymentMethod] ?? value;
  if (field === 'reason' && typeof value === 'string') return EDIT_REASONS[value] ?? value;
  if (field === 'privacyMode' && typeof value === 'string') return PRIVACY_MODE_LABELS[value as PrivacyMode] ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return field === 'productIds' ? value.map((id) => `#${String(id)}`).join(', ') : value.map(String).join(', ');
  }
  if (typeof value === 'object') {
    return typeof value.name === 'string' && value.name ? value.name : JSON.stringify(value);
  }
  const text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** A ledger entry reads as it was recorded (the stored JSON keeps its keys in its own order). */
const LEDGER_FIELDS = [
  'amountCents',
  'method',
  'reference',
  'collectedBy',
  'receivedAt',
  'collectedCents',
  'paymentStatus',
];
const LEDGER_ACTION = /\.(payment_recorded|refund_recorded)$/;

function inReadingOrder<T>(action: string, entries: Array<[string, T]>): Array<[string, T]> {
  if (!LEDGER_ACTION.test(action)) return entries;
  const rank = (field: string) => (LEDGER_FIELDS.includes(field) ? LEDGER_FIELDS.indexOf(field) : LEDGER_FIELDS.length);
  return [...entries].sort(([a], [b]) => rank(a) - rank(b));
}

/** Actions whose entry lists one side only: what was created or added, or what was deleted or removed. */
const ONE_SIDED =
  /\.(created|note_added|participant_added|deleted|participant_removed|mail_failed|payment_recorded|refund_recorded)$/;

/**
 * The entry's changes as lines: "Status: pending → delivered" for a change, "Price: $18.50" for what a creation set
 * or a deletion removed.
 */
export function describeChanges(action: AuditAction | string, changes: AuditChanges): string[] {
  return inReadingOrder(action, Object.entries(changes)).map(([field, { from, to }]) => {
    const label = fieldLabel(field);
    if ((ONE_SIDED.test(action) || field === 'reason') && (from === null || to === null)) {
      return `${label}: ${formatAuditValue(field, from === null ? to : from)}`;
    }
    return `${label}: ${formatAuditValue(field, from)} → ${formatAuditValue(field, to)}`;
  });
}
