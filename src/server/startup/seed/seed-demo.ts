import 'server-only';
import { randomBytes } from 'node:crypto';
import { lineTotal, sumCents } from '@/lib/money';
import { hashPassword } from '@/server/auth/password';
import { generateOrderNumber } from '@/server/services/order-number';
import type { Executor } from '@/server/db/types';
import {
  fundraiserPages,
  campaignParticipants,
  campaignProducts,
  campaigns,
  orderItems,
  orderPayments,
  orders,
  pickupOptions,
  productOptions,
  products,
  users,
} from '@/server/db/schema';
import { nextRoastDay } from '@/lib/coffee/roast-days';
import { shopToday, toDateInputValue } from '@/lib/dates';
import { fromShopDateTimeInput } from '@/lib/forms/shop-datetime';
import {
  demoCampaign,
  demoCampaignProducts,
  demoCaptain,
  demoFundraisers,
  demoOrders,
  demoPayments,
  demoPlan,
  demoProducts,
  demoShopPickupOptions,
} from './demo-data';

const DAY = 24 * 60 * 60 * 1000;

/** The demo campaign is roasted the day after its orders close (issue 28); the shop roasts Tuesdays and Fridays. */
const DEMO_ROAST_DAYS_AHEAD = demoPlan.deadline.daysAhead + 1;
const DEMO_SHOP_ROAST_WEEKDAYS = [2, 5];

/** `days` calendar days after `now`'s day, at "HH:MM" on the shop's clock. */
function shopTime(now: Date, days: number, time: string): Date {
  return new Date(fromShopDateTimeInput(`${toDateInputValue(new Date(now.getTime() + days * DAY))}T${time}`)!);
}

/** The demo coffees' options besides the default: three grinds of the 12 oz bag, and whole bean 2 lb at 2.4 bags' price. */
function demoOptions(product: { id: number; priceCents: number; costCents: number }) {
  const twelveOunce = (grind: 'drip' | 'espresso' | 'french_press', sortOrder: number) => ({
    productId: product.id,
    grind,
    size: '12 oz',
    sizeGrams: 340,
    priceCents: product.priceCents,
    costCents: product.costCents,
    sortOrder,
  });
  return [
    twelveOunce('drip', 1),
    twelveOunce('espresso', 2),
    twelveOunce('french_press', 3),
    {
      productId: product.id,
      grind: 'whole_bean' as const,
      size: '2 lb',
      sizeGrams: 907,
      priceCents: Math.round((product.priceCents * 12) / 5),
      costCents: Math.round((product.costCents * 12) / 5),
      sortOrder: 4,
    },
  ];
}

/** Fills an empty database with the demo catalogue, campaign, fundraisers and orders. Returns the demo accounts' password. */
export async function seedDemoData(db: Executor, now = new Date()): Promise<string> {
  const insertedProducts = await db
    .insert(products)
    .values(
      demoProducts.map(({ image, tastingNotes, ...product }) => ({
        ...product,
        tastingNotes: [...tastingNotes],
        imageUrl: `/images/products/${image}.webp`,
      })),
    )
    .returning({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      costCents: products.costCents,
    });
  // Each coffee also ground for the usual brewers, and a 2 lb bag (issue 28); whole bean 12 oz stays the default.
  await db.insert(productOptions).values(insertedProducts.flatMap((product) => demoOptions(product)));

  const password = `Demo-${randomBytes(6).toString('base64url')}1`;
  const passwordHash = await hashPassword(password);

  const [captain] = await db
    .insert(users)
    .values({ ...demoCaptain, role: 'fundraiser_captain', passwordHash })
    .returning({ id: users.id });

  const [campaign] = await db
    .insert(campaigns)
    .values({
      name: demoCampaign.name,
      slug: demoCampaign.slug,
      description: demoCampaign.description,
      goalAmountCents: demoCampaign.goalAmountCents,
      startDate: new Date(now.getTime() - demoCampaign.startedDaysAgo * DAY),
      endDate: new Date(now.getTime() + demoCampaign.runsForDays * DAY),
      isActive: true,
      captainId: captain!.id,
      orderDeadline: shopTime(now, demoPlan.deadline.daysAhead, demoPlan.deadline.time),
      paymentInstructions: demoPlan.paymentInstructions,
      roastDate: shopToday(new Date(now.getTime() + DEMO_ROAST_DAYS_AHEAD * DAY)),
    })
    .returning({ id: campaigns.id, roastDate: campaigns.roastDate });

  // The plan's pickup options (issue 25): the campaign's, then the shop's own.
  const campaignOptions = await db
    .insert(pickupOptions)
    .values(
      demoPlan.pickupOptions.map(
        ({ day, toDay, from, to, ...option }: (typeof demoPlan.pickupOptions)[number] & { toDay?: number }) => ({
          ...option,
          campaignId: campaign!.id,
          startsAt: shopTime(now, day, from),
          endsAt: shopTime(now, toDay ?? day, to),
        }),
      ),
    )
    .returning({ id: pickupOptions.id });
  const shopOptions = await db
    .insert(pickupOptions)
    .values(
      demoShopPickupOptions.map(({ day, from, to, ...option }) => ({
        ...option,
        campaignId: null,
        startsAt: shopTime(now, day, from),
        endsAt: shopTime(now, day, to),
      })),
    )
    .returning({ id: pickupOptions.id });

  const fundraisers = await db
    .insert(users)
    .values(
      demoFundraisers.map(({ email, firstName, lastName, displayName }) => ({
        email,
        firstName,
        lastName,
        displayName,
        role: 'sub_account' as const,
        parentUserId: captain!.id,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  // Their pages before any campaign: joining the campaign makes each that campaign's page (the participants trigger).
  await db
    .insert(fundraiserPages)
    .values(fundraisers.map((f, index) => ({ ...demoFundraisers[index]!.page, userId: f.id, isPublic: true })));

  await db.insert(campaignParticipants).values(fundraisers.map((f) => ({ campaignId: campaign!.id, userId: f.id })));
  await db
    .insert(campaignProducts)
    .values(
      demoCampaignProducts.map((index) => ({ campaignId: campaign!.id, productId: insertedProducts[index]!.id })),
    );

  for (const [index, demo] of demoOrders.entries()) {
    const lines = demo.items.map(([productIndex, quantity]) => {
      const product = insertedProducts[productIndex]!;
      return { productId: product.id, productName: product.name, unitPriceCents: product.priceCents, quantity };
    });
    const [firstName, lastName, email] = demo.customer;
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY);
    const totalCents = sumCents(lines.map((l) => lineTotal(l.unitPriceCents, l.quantity)));
    const payments = demoPayments
      .filter((payment) => payment.order === index)
      .map((payment) => ({ ...payment, amountCents: payment.amount === 'full' ? totalCents : payment.amount }));
    // The payment ledger is the truth: collected is the sum of the entries, and the status follows from it.
    const collectedCents = sumCents(payments.map((payment) => payment.amountCents));
    // Issue 28: orders to hand out carry the campaign's roast day; handed-out ones and the shop's were roasted on the
    // first shop roasting day after they were placed.
    const handedOut = demo.daysAgo > 5;
    const roastDate =
      demo.fundraiser !== null && !handedOut
        ? campaign!.roastDate
        : nextRoastDay(shopToday(createdAt), DEMO_SHOP_ROAST_WEEKDAYS);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: generateOrderNumber(createdAt),
        customerFirstName: firstName,
        customerLastName: lastName,
        customerEmail: email,
        campaignId: demo.fundraiser === null ? null : campaign!.id,
        subAccountId: demo.fundraiser === null ? null : fundraisers[demo.fundraiser]!.id,
        totalCents,
        collectedCents,
        orderStatus: demo.daysAgo > 5 ? 'delivered' : 'pending',
        // Orders still to hand out chose the first meetup (campaign) or the first counter pickup (shop).
        pickupOptionId: demo.daysAgo > 5 ? null : (demo.fundraiser === null ? shopOptions : campaignOptions)[0]!.id,
        paymentStatus: collectedCents >= totalCents ? 'paid' : 'pending',
        roastDate,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    if (payments.length > 0) {
      await db.insert(orderPayments).values(
        payments.map((payment) => {
          const receivedAt = new Date(now.getTime() - payment.daysAgo * DAY);
          return {
            orderId: order!.id,
            amountCents: payment.amountCents,
            method: payment.method,
            reference: payment.reference ?? null,
            collectedByUserId:
              payment.collectedByFundraiser && demo.fundraiser !== null ? fundraisers[demo.fundraiser]!.id : null,
            receivedAt,
            recordedById: captain!.id,
            recordedByName: demoCaptain.displayName,
            createdAt: receivedAt,
          };
        }),
      );
    }
  }

  return password;
}
