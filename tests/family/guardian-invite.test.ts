import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as family } from '@/app/%5Fapi/family/route';
import { POST as addChild } from '@/app/%5Fapi/family/children/route';
import { POST as invite } from '@/app/%5Fapi/family/guardians/invite/route';
import { POST as accept } from '@/app/%5Fapi/family/guardians/accept/route';
import { getDb } from '@/server/db';
import { guardianInvitations, mailOutbox } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';

/* Issue 27: a guardian invites a second guardian, who accepts signed in with the invited address. */

const post = (handler: typeof invite, body: unknown, cookie?: string) =>
  call(handler, { method: 'POST', path: '/x', body, headers: cookie ? { cookie } : {} });

const mailServer = setupTestSmtpServer();

/** The token of the invitation that reached `email` on the loopback SMTP server (the outbox clears sent bodies). */
async function tokenFromMailTo(email: string) {
  const db = await getDb();
  const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  expect(queued?.kind).toBe('guardian-invite');
  const mail = await mailServer().waitForMessage((m) => m.to.includes(email.toLowerCase()));
  return /\/family\/accept\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1]!;
}

let parentCookie: string;
let childIds: number[];

beforeAll(async () => {
  parentCookie = await sessionCookieFor(await createUser({ displayName: 'Pat R.' }));
  childIds = [];
  for (const firstName of ['Mia', 'Noah'])
    childIds.push((await post(addChild, { firstName, lastName: 'Rivera' }, parentCookie)).json.child.id);
});

describe('POST /_api/family/guardians/invite and accept', () => {
  it('mails a link that makes the invited account guardian of every child of the inviter', async () => {
    const second = await createUser();
    const sent = await post(invite, { email: second.email.toUpperCase() }, parentCookie);
    expect(sent.status).toBe(201);
    const token = decodeURIComponent(await tokenFromMailTo(second.email));
    const secondCookie = await sessionCookieFor(second);
    const accepted = await post(accept, { token }, secondCookie);
    expect(accepted.status).toBe(200);
    expect(accepted.json.children).toBe(2);
    const children = (await call(family, { path: '/x', headers: { cookie: secondCookie } })).json.children;
    expect(children.map((child: { id: number }) => child.id).sort()).toEqual([...childIds].sort());
    expect((await post(accept, { token }, secondCookie)).status).toBe(410);
  });

  it('refuses another address (403), an unknown token (404) and signed-out callers (401)', async () => {
    const invited = await createUser();
    await post(invite, { email: invited.email }, parentCookie);
    const token = decodeURIComponent(await tokenFromMailTo(invited.email));
    const stranger = await createUser();
    expect((await post(accept, { token }, await sessionCookieFor(stranger))).status).toBe(403);
    expect(
      (await call(family, { path: '/x', headers: { cookie: await sessionCookieFor(stranger) } })).json.children,
    ).toEqual([]);
    expect((await post(accept, { token: 'nope' }, await sessionCookieFor(invited))).status).toBe(404);
    expect((await post(accept, { token })).status).toBe(401);
    expect((await post(invite, { email: 'a@example.com' })).status).toBe(401);
  });

  it('answers 400 for a bad address, for oneself and for a family without children', async () => {
    expect((await post(invite, { email: 'not-an-address' }, parentCookie)).status).toBe(400);
    expect((await post(invite, {}, parentCookie)).status).toBe(400);
    const lonely = await createUser();
    const lonelyCookie = await sessionCookieFor(lonely);
    expect((await post(invite, { email: 'x@example.com' }, lonelyCookie)).status).toBe(400);
    await post(addChild, { firstName: 'Solo' }, lonelyCookie);
    expect((await post(invite, { email: lonely.email }, lonelyCookie)).status).toBe(400);
    const db = await getDb();
    expect(
      await db.select().from(guardianInvitations).where(eq(guardianInvitations.invitedByUserId, lonely.id)),
    ).toEqual([]);
  });
});
