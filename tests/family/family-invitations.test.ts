import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { POST as acceptInvite } from '@/app/%5Fapi/invites/accept/route';
import { GET as family } from '@/app/%5Fapi/family/route';
import { getDb } from '@/server/db';
import { campaignParticipants, users } from '@/server/db/schema';
import { cookieFromResponse, createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * Issue 27: a captain invites a family ("parent e-mail, child's first name"); two children at one address are two
 * invitations, and accepting one makes the parent guardian of a new child profile that joins the campaign.
 */

const parentEmail = () => `family-${randomBytes(5).toString('hex')}@example.com`;

async function team() {
  const { campaign, captain } = await createCampaignWithFundraiser([]);
  const cookie = await sessionCookieFor(captain);
  const invite = async (invites: Array<{ name: string; email: string; childFirstName?: string }>) => {
    const response = await call(inviteMembers, {
      method: 'POST',
      path: '/x',
      body: { campaignId: campaign.id, invites },
      headers: { cookie },
    });
    return response;
  };
  return { campaign, invite };
}

const mailServer = setupTestSmtpServer();

/**
 * The invitation mails that reached an address on the loopback SMTP server (waiting for `count`), by subject, with
 * the token of each link. Not from the outbox: it clears a message's bodies once sent, which may already have happened.
 */
async function tokensTo(email: string, count = 1) {
  const to = email.toLowerCase();
  const received = () =>
    mailServer().messages.filter((m) => m.to.includes(to) && /\/invites\/accept\?token=/.test(m.text ?? ''));
  const deadline = Date.now() + 5000;
  while (received().length < count && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25));
  return received()
    .map((mail) => ({
      token: /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    }))
    .sort((x, y) => x.subject.localeCompare(y.subject, 'en-US'));
}

describe('family invitations', () => {
  it('sends two invitations for two children at one address, and one for the same child listed twice', async () => {
    const { invite } = await team();
    const email = parentEmail();
    const answer = await invite([
      { name: 'Pat Rivera', email, childFirstName: 'Mia' },
      { name: 'Pat Rivera', email, childFirstName: 'Noah' },
      { name: 'Pat Rivera', email: email.toUpperCase(), childFirstName: 'mia' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ sent: 2, skipped: 1 });
    expect(answer.json.results[2]).toMatchObject({ outcome: 'repeated', childFirstName: 'mia' });
    const again = await invite([{ name: 'Pat Rivera', email, childFirstName: 'Noah' }]);
    expect(again.json).toMatchObject({ sent: 0, skipped: 1, results: [{ outcome: 'already_invited' }] });
    await tokensTo(email, 2);
    await new Promise((done) => setTimeout(done, 200));
    const mails = await tokensTo(email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('invited Mia to join');
    expect(mails[0]!.text).toContain('This invitation is for Mia');
  });

  it('answers 400 for a child name that is a link', async () => {
    const { invite } = await team();
    const answer = await invite([{ name: 'Pat', email: parentEmail(), childFirstName: 'see evil.example' }]);
    expect(answer.status).toBe(400);
  });

  it('makes a new parent account guardian of a new child profile in the campaign, not a participant', async () => {
    const { campaign, invite } = await team();
    const email = parentEmail();
    await invite([
      { name: 'Pat Rivera', email, childFirstName: 'Mia' },
      { name: 'Pat Rivera', email, childFirstName: 'Noah' },
    ]);
    const [first, second] = await tokensTo(email, 2);
    const details = await call(inviteDetails, { path: `/x?token=${first!.token}` });
    expect(details.json).toMatchObject({ childFirstName: 'Mia', userExists: false });
    const accepted = await call(acceptInvite, {
      method: 'POST',
      path: '/x',
      body: {
        token: first!.token,
        firstName: 'Pat',
        lastName: 'Rivera',
        displayName: 'Pat R.',
        password: 'Welcome-123',
      },
    });
    expect(accepted.status).toBe(200);
    const cookie = cookieFromResponse(accepted);
    // Signed in now: the second child's invitation is accepted with the same account.
    const secondAccepted = await call(acceptInvite, {
      method: 'POST',
      path: '/x',
      body: { token: second!.token },
      headers: { cookie },
    });
    expect(secondAccepted.status).toBe(200);
    const children = (await call(family, { path: '/x', headers: { cookie } })).json.children;
    expect(
      children.map((child: { firstName: string; campaignId: number }) => [child.firstName, child.campaignId]),
    ).toEqual([
      ['Mia', campaign.id],
      ['Noah', campaign.id],
    ]);
    const db = await getDb();
    const [parent] = await db.select().from(users).where(eq(users.email, email));
    const joined = await db.select().from(campaignParticipants).where(eq(campaignParticipants.userId, parent!.id));
    expect(joined).toEqual([]);
  });

  it('lets a signed-in existing account accept for a child', async () => {
    const { campaign, invite } = await team();
    const parent = await createUser({ email: parentEmail() });
    const answer = await invite([{ name: 'Pat', email: parent.email, childFirstName: 'Ivy' }]);
    expect(answer.json).toMatchObject({ existing_users: 1 });
    const [mail] = await tokensTo(parent.email);
    const cookie = await sessionCookieFor(parent);
    expect(
      (await call(acceptInvite, { method: 'POST', path: '/x', body: { token: mail!.token }, headers: { cookie } }))
        .status,
    ).toBe(200);
    const children = (await call(family, { path: '/x', headers: { cookie } })).json.children;
    expect(children).toMatchObject([{ firstName: 'Ivy', publicName: 'Ivy', campaignId: campaign.id, consent: null }]);
  });
});
