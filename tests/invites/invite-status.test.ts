import { describe, expect, it } from 'vitest';
import { inviteStatusLabel } from '@/components/captain/invite-status';
import { inviteStatuses } from '@/server/db/schema';

describe('invite status labels', () => {
  it('reads every stored status as the spec words, and anything else as Unknown', () => {
    expect(Object.fromEntries(inviteStatuses.map((status) => [status, inviteStatusLabel(status)]))).toEqual({
      sent: 'Sent',
      clicked: 'Viewed',
      accepted: 'Accepted',
      profile_created: 'Profile Created',
      declined: 'Declined',
      expired: 'Expired',
      active: 'Active',
    });
    expect(inviteStatusLabel('bounced')).toBe('Unknown');
    expect(inviteStatusLabel('')).toBe('Unknown');
  });
});
