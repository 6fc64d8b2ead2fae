import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { showInviteResult } from '@/components/captain/invite-dialog';
import type { InviteMembersResult } from '@/lib/contracts/captain-team';
import { notSentInvitees } from '@/lib/invite-outcomes';
import { toast } from '@/lib/toast';
import { getDb } from '@/server/db';
import { campaignParticipants } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

/*
 * Issue 26: inviting a second child at a parent's e-mail was reported as "skipped (already invited)" under a
 * "Team invitations processed successfully." toast. One account and one invitation per address stay (the sign-in is
 * the address), so the answer now says per invitee what happened, and the dialog says why and what to do, as a
 * warning, never as a success.
 */

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

setupTestSmtpServer();

const parent = () => `parent-${randomBytes(5).toString('hex')}@example.com`;

async function team() {
  const { campaign, captain } = await createCampaignWithFundraiser([]);
  const cookie = await sessionCookieFor(captain);
  const invite = async (invites: Array<{ name: string; email: string }>) => {
    const response = await call(inviteMembers, {
      method: 'POST',
      path: '/x',
      body: { campaignId: campaign.id, invites },
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return response.json as InviteMembersResult;
  };
  return { campaign, invite };
}

beforeEach(() => vi.clearAllMocks());

describe('inviting a second child at a parent’s e-mail', () => {
  it('says the address already has an invitation, for whom, and what to do: a warning, not a success', async () => {
    const { invite } = await team();
    const email = parent();
    expect((await invite([{ name: 'Noah Park', email }])).results).toEqual([
      { email, name: 'Noah Park', outcome: 'sent' },
    ]);

    const second = await invite([{ name: 'Mia Park', email: email.toUpperCase() }]);
    expect(second).toMatchObject({ sent: 0, skipped: 1 });
    expect(second.results).toEqual([{ email, name: 'Mia Park', outcome: 'already_invited', otherName: 'Noah Park' }]);
    const [line] = notSentInvitees(second);
    expect(line!.reason).toBe(
      `${email} already has an invitation to this campaign, for Noah Park. Each team member needs their own e-mail address to sign in: please enter another address for Mia Park.`,
    );

    const shown = showInviteResult(second);
    expect(shown.clean).toBe(false);
    expect(shown.notSent).toEqual([{ email, name: 'Mia Park', reason: line!.reason }]);
    expect(toast.warning).toHaveBeenCalledWith('1 invitation not sent.', { description: line!.reason });
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalledWith(expect.stringMatching(/skipped/));
  });

  it('tells each invitee of one request apart: sent, listed again for another child, already on the team', async () => {
    const { campaign, invite } = await team();
    const family = parent();
    const member = await createUser({ email: parent(), displayName: 'Leo Member' });
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: member.id });
    const result = await invite([
      { name: 'Ana Lima', email: family },
      { name: 'Bea Lima', email: family },
      { name: 'Ana Lima', email: family },
      { name: 'Leo', email: member.email },
    ]);
    expect(result.results).toEqual([
      { email: family, name: 'Ana Lima', outcome: 'sent' },
      { email: family, name: 'Bea Lima', outcome: 'repeated', otherName: 'Ana Lima' },
      { email: family, name: 'Ana Lima', outcome: 'repeated', otherName: 'Ana Lima' },
      { email: member.email, name: 'Leo', outcome: 'already_member', otherName: 'Leo Member' },
    ]);
    const reasons = notSentInvitees(result).map((line) => line.reason);
    // The same person twice is simply one invitation; another child and a member are explained.
    expect(reasons).toEqual([
      `${family} is also listed for Ana Lima. Each team member needs their own e-mail address to sign in: please enter another address for Bea Lima.`,
      `${member.email} already belongs to a member of this team (Leo Member). Each team member needs their own e-mail address to sign in: to add Leo, enter another address.`,
    ]);
    const shown = showInviteResult(result);
    expect(shown.clean).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('1 invitation sent.');
    expect(toast.success).not.toHaveBeenCalledWith('Team invitations processed successfully.');
    expect(toast.warning).toHaveBeenCalledWith('2 invitations not sent.', { description: reasons.join(' ') });
  });

  it('points to Resend for the same person invited again, and stays a plain success when all went out', async () => {
    const { invite } = await team();
    const email = parent();
    const first = await invite([{ name: 'Sam Reed', email }]);
    const again = await invite([{ name: 'sam reed', email }]);
    expect(notSentInvitees(again).map((line) => line.reason)).toEqual([
      `sam reed was already invited at ${email}. To send the link again, use Resend under Pending Invites.`,
    ]);
    vi.clearAllMocks();
    expect(showInviteResult(first).clean).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Team invitations processed successfully.');
    expect(toast.warning).not.toHaveBeenCalled();
  });
});
