import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as resendInvite } from '@/app/%5Fapi/captain/invite/resend/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { POST as nudge } from '@/app/%5Fapi/captain/nudge/route';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { GET as optOutPage, POST as optOut } from '@/app/unsubscribe/invitations/route';
import { GET as fundraisingPage, POST as unsubscribe } from '@/app/unsubscribe/route';
import { TEAM_INVITATIONS, unsubscribeSignature, unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import { getDb } from '@/server/db';
import { invitationOptOuts, invites } from '@/server/db/schema';
import { call } from '../support/http';
import type { ReceivedMail } from '../support/smtp';
import { setupTestSmtpServer } from '../support/smtp';
import { mailsTo, pause, teamCampaign, unique } from '../nudges/support';

/*
 * Issue 23: invitations had no opt-out, and resends ignored the recipient's unsubscribe. Every invitation, resend and
 * reminder now carries a signed one-click link that stops team invitations to the address; resends and reminders also
 * honour the fundraising unsubscribe list.
 */

const mailServer = setupTestSmtpServer();

const post = (handler: Parameters<typeof call>[0], body: unknown, cookie: string) =>
  call(handler, { method: 'POST', path: '/x', body, headers: { cookie } });

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The stop-team-invitations link of a received mail: the one in its text, checked against its header. */
function optOutLink(mail: ReceivedMail): string {
  const link = /http:\/\/localhost:3000\/unsubscribe\/invitations\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link, 'stop-team-invitations link in the text part').toBeTruthy();
  expect(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.raw)?.[1]).toBe(link);
  expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail.html).toContain('Stop team invitations');
  return link!;
}

async function optedOut(email: string) {
  const db = await getDb();
  return (await db.select().from(invitationOptOuts).where(eq(invitationOptOuts.email, email.toLowerCase()))).length > 0;
}

async function inviteRow(campaignId: number, email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.campaignId, campaignId), eq(invites.inviteeEmail, email)));
  return row;
}

async function invite(team: Awaited<ReturnType<typeof teamCampaign>>, email: string) {
  return post(inviteMembers, { campaignId: team.campaign.id, invites: [{ name: 'Opal Out', email }] }, team.cookie);
}

describe('the stop-team-invitations link', () => {
  it('every invitation carries it; GET only asks, POST stops invitations, twice is harmless', async () => {
    const email = unique('opal');
    const team = await teamCampaign();
    await invite(team, email);
    const mail = await mailServer().waitForMessage((m) => m.to.includes(email));
    const link = optOutLink(mail);
    expect(link).toBe(unsubscribeUrl(email, TEAM_INVITATIONS));

    const page = await call(optOutPage, { path: pathOf(link) });
    expect(page.status).toBe(200);
    expect(page.json).toContain('Stop team invitations?');
    expect(page.json).toContain('<form method="post"><button type="submit">Stop invitations</button></form>');
    expect(await optedOut(email)).toBe(false);

    const done = await call(optOut, { method: 'POST', path: pathOf(link) });
    expect(done.status).toBe(200);
    expect(done.json).toContain('Team invitations stopped');
    expect(await optedOut(email)).toBe(true);
    expect((await call(optOut, { method: 'POST', path: pathOf(link) })).status).toBe(200);
  });

  it('takes a mail client’s RFC 8058 one-click POST', async () => {
    const email = unique('oneclick');
    const result = await call(optOut, {
      method: 'POST',
      path: pathOf(unsubscribeUrl(email, TEAM_INVITATIONS)),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(200);
    expect(await optedOut(email)).toBe(true);
  });

  it('answers 400 and changes nothing for a tampered, foreign or other-purpose signature', async () => {
    const victim = unique('victim');
    const good = unsubscribeSignature(victim, TEAM_INVITATIONS);
    const withSig = (path: string, email: string, sig: string) =>
      `${path}?${new URLSearchParams({ email, sig }).toString()}`;
    const bad = [
      withSig('/unsubscribe/invitations', victim, `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`),
      withSig('/unsubscribe/invitations', victim, unsubscribeSignature(unique('attacker'), TEAM_INVITATIONS)),
      // A fundraising unsubscribe signature opens no invitation opt-out, and the other way round.
      withSig('/unsubscribe/invitations', victim, unsubscribeSignature(victim)),
      '/unsubscribe/invitations',
    ];
    for (const path of bad) {
      for (const handler of [optOutPage, optOut]) {
        const result = await call(handler, { method: handler === optOutPage ? 'GET' : 'POST', path });
        expect(result.status, path).toBe(400);
      }
    }
    const crossed = withSig('/unsubscribe', victim, good);
    expect((await call(fundraisingPage, { path: crossed })).status).toBe(400);
    expect((await call(unsubscribe, { method: 'POST', path: crossed })).status).toBe(400);
    expect(await optedOut(victim)).toBe(false);
  });
});

describe('after opting out of invitations', () => {
  it('new invitations are skipped, a resend is refused with 409 and a reminder is skipped', async () => {
    const email = unique('stopped');
    const team = await teamCampaign();
    await invite(team, email);
    const mail = await mailServer().waitForMessage((m) => m.to.includes(email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    expect((await call(optOut, { method: 'POST', path: pathOf(optOutLink(mail)) })).status).toBe(200);

    const other = await teamCampaign();
    const again = await invite(other, email.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.json).toEqual({
      sent: 0,
      existing_users: 0,
      skipped: 1,
      failed: 0,
      errors: [],
      existing_user_emails: [],
      limited_emails: [],
      opted_out_emails: [email],
      results: [{ email, name: expect.any(String), outcome: 'opted_out' }],
    });
    expect(await inviteRow(other.campaign.id, email)).toBeUndefined();

    const row = (await inviteRow(team.campaign.id, email))!;
    const resend = await post(resendInvite, { inviteId: row.id }, team.cookie);
    expect(resend.status).toBe(409);
    expect(resend.json).toEqual({
      error: 'This person asked us not to send them team invitations or reminders, so nothing was sent.',
    });
    expect((await inviteRow(team.campaign.id, email))!.tokenHash).toBe(row.tokenHash);

    const reminder = await post(nudge, { campaignId: team.campaign.id, kind: 'pending-invites' }, team.cookie);
    expect(reminder.json).toEqual({ sent: 0, skipped: 1, failed: 0 });
    await pause(200);
    expect(mailsTo(mailServer().messages, email)).toHaveLength(1);
    // The invitation already sent still works: opting out only stops new mail.
    expect((await call(inviteDetails, { path: `/x?token=${token}` })).status).toBe(200);
  });
});

describe('resends and reminders honour the fundraising unsubscribe list too', () => {
  it('a resend to an address that unsubscribed from fundraising e-mails is refused; the reminder carries the opt-out link', async () => {
    const reminded = unique('reminded');
    const leaver = unique('leaver');
    const team = await teamCampaign();
    await post(
      inviteMembers,
      {
        campaignId: team.campaign.id,
        invites: [
          { name: 'Rem Inded', email: reminded },
          { name: 'Lee Leaver', email: leaver },
        ],
      },
      team.cookie,
    );
    await mailServer().waitForMessage((m) => m.to.includes(leaver));
    expect((await call(unsubscribe, { method: 'POST', path: pathOf(unsubscribeUrl(leaver)) })).status).toBe(200);

    const row = (await inviteRow(team.campaign.id, leaver))!;
    const resend = await post(resendInvite, { inviteId: row.id }, team.cookie);
    expect(resend.status).toBe(409);

    const reminder = await post(nudge, { campaignId: team.campaign.id, kind: 'pending-invites' }, team.cookie);
    expect(reminder.json).toEqual({ sent: 1, skipped: 1, failed: 0 });
    const mail = await mailServer().waitForMessage(
      (m) => m.to.includes(reminded) && (m.subject ?? '').startsWith('Reminder'),
    );
    expect(optOutLink(mail)).toBe(unsubscribeUrl(reminded, TEAM_INVITATIONS));
    expect(mail.html).not.toContain('Unsubscribe from fundraising e-mails');
  });
});
