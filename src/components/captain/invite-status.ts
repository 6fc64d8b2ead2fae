/** Spec section 4: how each invite status reads; anything else is 'Unknown'. */
const LABELS: Record<string, string> = {
  sent: 'Sent',
  clicked: 'Viewed',
  accepted: 'Accepted',
  profile_created: 'Profile Created',
  declined: 'Declined',
  expired: 'Expired',
  active: 'Active',
};

export function inviteStatusLabel(status: string): string {
  return LABELS[status] ?? 'Unknown';
}
