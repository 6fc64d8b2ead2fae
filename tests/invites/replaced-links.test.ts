import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import AcceptInvitePage from '@/app/(auth)/invites/accept/page';
import { POST as acceptInvite } from '@/app/%5Fapi/invites/accept/route';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { POST as newLink } from '@/app/%5Fapi/invites/new-link/route';
import { POST as deleteInvite } from '@/app/%5Fapi/captain/invite/delete/route';
import { POST as resendInvite } from '@/app/%5Fapi/captain/invite/resend/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { getDb } from '@/server/db';
import { inviteLinkPrefix, invites } from '@/server/db/schema';
import { sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

/*
 * Issue 26: a reminder (a resend) replaced the first invitation link, which then said "invalid" with no way on.
 * Now it says it was replaced and offers a fresh link, sent to the invited address only, within the captain-mail
 * limits (at most 3 captain mails per address in 24 hours).
 */

const mailServer = setupTestSmtpServer();

const REPLACED = 'This link was replaced by a newer one: check your latest e-mail from us.';
const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;
const post = (handler: Parameters<typeof call>[0], body: unknown, cookie?: string) =>
  call(handler, { method: 'POST', path: '/x', body, headers: cookie ? { cookie } : {} });
const details = (token: string) => call(inviteDetails, { path: `/x?token=${token}` });

async function captainWithCampaign() {
  const { campaign, captain } = await createCampaignWithFundraiser([], {
    name: `Maple Drive ${randomBytes(3).toString('hex')}`,
  });
  return { campaign, captain, cookie: await sessionCookieFor(captain) };
}

/** The link in the newest mail to `email` after the first `after` messages the server received. */
async function nextToken(email: string, after: number) {
  const mail = await mailServer().waitForMessage(
    (m) => mailServer().messages.indexOf(m) >= after && m.to.includes(email),
  );
  return /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
}

/** Invites one person, then the captain sends it again: the first link is replaced by the second. */
async function invitedTwice() {
  const team = await captainWithCampaign();
  const email = unique('invitee');
  let seen = mailServer().messages.length;
  await post(inviteMembers, { campaignId: team.campaign.id, invites: [{ name: 'Rita Reminded', email }] }, team.cookie);
  const first = await nextToken(email, seen);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.campaignId, team.campaign.id), eq(invites.inviteeEmail, email)));
  seen = mailServer().messages.length;
  expect((await post(resendInvite, { inviteId: row!.id }, team.cookie)).status).toBe(200);
  const second = await nextToken(email, seen);
  return { ...team, email, invite: row!, first, second };
}

type Rendered = { props: { message: string; newLinkToken?: string } };
const acceptPage = async (token: string) =>
  (await AcceptInvitePage({ searchParams: Promise.resolve({ token }) })) as unknown as Rendered;

describe('a replaced invitation link', () => {
  it('says it was replaced (page and API) and offers a new link on the page', async () => {
    const { first, second } = await invitedTwice();
    const answer = await details(first);
    expect(answer.status).toBe(410);
    expect(answer.json.error).toBe(REPLACED);
    const page = await acceptPage(first);
    expect(page.props).toEqual({ message: REPLACED, newLinkToken: first });
    // The current link works; a link that never was one is still just invalid, with no offer.
    expect((await details(second)).status).toBe(200);
    const garbage = await acceptPage(randomBytes(32).toString('base64url'));
    expect(garbage.props.newLinkToken).toBeUndefined();
    expect(garbage.props.message).toMatch(/invalid/);
  });

  it('sends a fresh link to the invited address only, without naming it, and the fresh link works', async () => {
    const { email, first, second } = await invitedTwice();
    const seen = mailServer().messages.length;
    const sent = await post(newLink, { token: first });
    expect(sent.status).toBe(202);
    expect(sent.json.message).toBe(
      'We sent a new link to the address this invitation was sent to. Open the latest e-mail from us to join the team.',
    );
    expect(JSON.stringify(sent.json)).not.toContain(email.split('@')[0]);
    const fresh = await nextToken(email, seen);
    expect(
      mailServer()
        .messages.slice(seen)
        .every((m) => m.to.every((to) => to === email)),
    ).toBe(true);
    expect((await details(fresh)).status).toBe(200);
    // Both earlier links now say they were replaced.
    for (const token of [first, second]) expect((await details(token)).json.error).toBe(REPLACED);

    // The address cannot be changed from the request: any other field is refused and nothing is sent.
    const redirected = await post(newLink, { token: first, email: unique('thief') });
    expect(redirected.status).toBe(400);
    expect(redirected.json.error).toBe('Unknown field: email.');
  });

  it('refuses a link that still works (409), an unknown one (404), none (400), an accepted or withdrawn invitation', async () => {
    const { first, second } = await invitedTwice();
    const current = await post(newLink, { token: second });
    expect(current.status).toBe(409);
    expect(current.json.error).toBe('This invitation link still works: open it to accept the invitation.');
    expect((await post(newLink, { token: randomBytes(32).toString('base64url') })).status).toBe(404);
    const missing = await post(newLink, {});
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Invitation token is required.');

    // Accepted with the current link: the replaced one says so, and asks for nothing.
    const accepted = await post(acceptInvite, {
      token: second,
      password: 'Coffee-lover-42',
      displayName: 'Rita',
      firstName: 'Rita',
      lastName: 'Reminded',
    });
    expect(accepted.status).toBe(200);
    expect((await details(first)).json.error).toBe('This invitation has already been accepted.');
    expect((await acceptPage(first)).props.newLinkToken).toBeUndefined();
    const used = await post(newLink, { token: first });
    expect(used.status).toBe(410);
    expect(used.json.error).toBe('This invitation has already been accepted.');

    // Withdrawn: an earlier link of it is simply invalid.
    const other = await invitedTwice();
    expect((await post(deleteInvite, { inviteId: other.invite.id }, other.cookie)).status).toBe(200);
    expect((await post(newLink, { token: other.first })).status).toBe(404);
  });

  it('counts against the captain-mail limits: the fourth mail to the address in a day is refused (429)', async () => {
    const { first } = await invitedTwice(); // the invitation and the resend: 2 of 3
    expect((await post(newLink, { token: first })).status).toBe(202);
    const refused = await post(newLink, { token: first });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/already been sent as many invitation and reminder e-mails/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('finds an earlier link by one lookup of the outbox index, whatever the number of invitations', async () => {
    const db = await getDb();
    // The query's expression must be the index's: with sequential scans off, the plan names the index.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select message_id from mail_outbox where kind = 'invite' and ${inviteLinkPrefix(sql.raw('message_id'))} = ${'0123456789abcdef'}`,
      )) as unknown as { rows: Array<Record<string, string>> };
    });
    expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('mail_outbox_invite_link_idx');
  });
});
