import type { AuditAction, AuditEntityType } from '@/lib/validation/admin-audit';

/** The words the Activity tab shows for each recorded action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
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
  'campaign.plan_updated': 'Campaign plan updated',
  'pickup_option.created': 'Pickup option added',
  'pickup_option.updated': 'Pickup option updated',
  'pickup_option.deleted': 'Pickup option deleted',
};

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  order: 'Order',
  product: 'Product',
  user: 'User',
  campaign: 'Campaign',
  invite: 'Invitation',
  mail: 'E-mail',
  pickup_option: 'Pickup option',
};
