import { setFundraiserPage } from '../support/pages';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { POST as nudge } from '@/app/%5Fapi/captain/nudge/route';
import { getDb } from '@/server/db';
import { campaignParticipants, guardians, users } from '@/server/db/schema';
import { sendDuePickupNotices } from '@/server/services/pickup-notices';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { HOUR, outboxTo } from '../notices/support';
import { unique } from '../nudges/support';
import { setupTestSmtpServer } from '../support/smtp';

// The tests read the outbox's bodies, which the outbox clears once a message is sent: the loopback SMTP server holds
// every message during a test, so the sender waits and the bodies are still there; released after each test.
const mailServer = setupTestSmtpServer();
let releaseMail = () => {};
beforeEach(() => {
  releaseMail = mailServer().hold();
});
afterEach(() => releaseMail());

/*
 * Issue 27: every mail about a child's profile (no e-mail of its own) reaches each of its guardians: the credited
 * notice, milestones and a captain's nudge; a child without any guardian is counted as skipped, never lost silently.
 */

let coffee: Awaited<ReturnType<typeof createProduct>>;
let buyers = 0;
beforeAll(async () => {
  coffee = await createProduct({ priceCents: 1000 });
});

async function childWithGuardians(campaignId: number, guardianCount: number, goalAmountCents: number | null = null) {
  const db = await getDb();
  const [child] = await db
    .insert(users)
    .values({
      email: null,
      isChild: true,
      firstName: 'Mia',
      lastName: 'Rivera',
      displayName: 'Mia R.',
    })
    .returning();
  await db.insert(campaignParticipants).values({ campaignId, userId: child!.id });
  await setFundraiserPage(child!.id, campaignId, { goalAmountCents });
  const emails: string[] = [];
  for (let i = 0; i < guardianCount; i += 1) {
    const guardian = await createUser({ email: unique('guardian'), firstName: i === 0 ? 'Pat' : 'Sam' });
    await db.insert(guardians).values({ childUserId: child!.id, guardianUserId: guardian.id });
    emails.push(guardian.email);
  }
  return { child: child!, emails };
}

async function order(campaignId: number, subAccountId: number, quantity = 1) {
  buyers += 1;
  const placed = await call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Jo',
      customerLastName: 'Buyer',
      customerEmail: `family-buyer-${buyers}@example.com`,
      campaignId,
      subAccountId,
      items: [{ productId: coffee.id, quantity }],
    },
    headers: fromAddress(`10.27.0.${buyers}`),
  });
  expect(placed.status).toBe(201);
}

describe('mail about a child reaches the guardians', () => {
  it('sends the credited notice and the milestone to each guardian, naming the child', async () => {
    const { campaign } = await createCampaignWithFundraiser([coffee.id]);
    const { child, emails } = await childWithGuardians(campaign.id, 2, 2000);
    await order(campaign.id, child.id, 1);
    for (const [index, email] of emails.entries()) {
      const mails = await outboxTo(email);
      const credited = mails.find((mail) => mail.kind === 'order-credited');
      expect(credited?.textBody).toContain(index === 0 ? 'Hi Pat,' : 'Hi Sam,');
      expect(credited?.textBody).toContain('Mia');
      const milestone = mails.find((mail) => mail.kind === 'milestone');
      expect(milestone?.subject).toBe('Mia is 50% of the way to their goal');
      expect(milestone?.textBody).toContain('Mia has raised $10.00 of their $20.00 goal');
    }
  });

  it('nudges each guardian of a child without sales, and counts a child without a guardian as skipped', async () => {
    const { campaign, captain } = await createCampaignWithFundraiser([coffee.id]);
    const { emails } = await childWithGuardians(campaign.id, 2);
    await childWithGuardians(campaign.id, 0);
    const answer = await call(nudge, {
      method: 'POST',
      path: '/x',
      body: { campaignId: campaign.id, kind: 'no-sales' },
      headers: { cookie: await sessionCookieFor(captain) },
    });
    expect(answer.status).toBe(200);
    // The team's own fundraiser, two guardians of Mia; the child without a guardian is skipped.
    expect(answer.json).toMatchObject({ sent: 3, skipped: 1 });
    for (const email of emails) {
      const [mail] = (await outboxTo(email)).filter((row) => row.kind === 'share-kit-nudge');
      expect(mail?.subject).toBe(`Mia's first sale for ${campaign.name}`);
      expect(mail?.textBody).toContain('/family');
    }
  });

  it('tells each guardian "48 hours left" for their children in one mail, and counts an unguarded child as skipped', async () => {
    const now = new Date('2031-05-10T12:00:00Z');
    const { campaign } = await createCampaignWithFundraiser([coffee.id], {
      orderDeadline: new Date(now.getTime() + 30 * HOUR),
    });
    const { child, emails } = await childWithGuardians(campaign.id, 2);
    const db = await getDb();
    const [sibling] = await db
      .insert(users)
      .values({ email: null, isChild: true, firstName: 'Noah', lastName: 'Rivera', displayName: 'Noah R.' })
      .returning();
    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: sibling!.id });
    // The first guardian (Pat) also has Noah.
    const [pat] = await db.select().from(guardians).where(eqChild(child.id)).orderBy(guardians.guardianUserId).limit(1);
    await db.insert(guardians).values({ childUserId: sibling!.id, guardianUserId: pat!.guardianUserId });
    await childWithGuardians(campaign.id, 0);

    const run = await sendDuePickupNotices({ now });
    // Captain, the team's own fundraiser, two guardians; the child without a guardian is skipped.
    expect(run).toMatchObject({ deadlineNotices: 4, skipped: 1 });
    const [first] = (await outboxTo(emails[0]!)).filter((mail) => mail.kind === 'deadline-48h');
    expect(first?.textBody).toContain('Mia and Noah');
    const [second] = (await outboxTo(emails[1]!)).filter((mail) => mail.kind === 'deadline-48h');
    expect(second?.textBody).toContain('Mia');
  });
});

const eqChild = (childId: number) => eq(guardians.childUserId, childId);
