import type { OrderSourceValue } from '@/lib/validation/orders';
import type { Grind } from '@/lib/coffee/options';
import type { RoastPlan } from './roast-plan';
import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import {
  campaignFulfilmentQuerySchema,
  markHandedOutSchema,
  undoHandedOutSchema,
} from '@/lib/validation/campaign-fulfilment';
import { endpoint, jsonOf } from './endpoint';

/**
 * `changed`: set to delivered now (their ids in `changedIds`, what an Undo sends back); `skipped`: left as they were
 * (cancelled, or handed out already).
 */
export type MarkHandedOutResult = { message: string; changed: number; skipped: number; changedIds: number[] };

/** `undone`: the orders put back to the status they had before they were handed out. */
export type UndoHandedOutResult = { message: string; undone: number };

/** An order line with its grind and size (issue 28; lines from before options read as whole bean, 12 oz). */
export type FulfilmentItem = { name: string; quantity: number; grind: Grind; size: string };

/** The pickup option the buyer chose (its name as the campaign's plan lists it); null when none was chosen. */
export type FulfilmentPickup = { id: number; name: string } | null;

/** What the sheet prints for an order without a pickup choice. */
export const NO_PICKUP_CHOSEN = 'No pickup chosen';

/**
 * Bags in three words: `bags` to roast (every non-cancelled order), `bagsToHandOut` (not delivered yet) and
 * `bagsHandedOut` (delivered); the last two add up to the first.
 */
export type FulfilmentBags = { bags: number; bagsToHandOut: number; bagsHandedOut: number };

/** One line of a fundraiser's pick list: the bags of one coffee to put in their box (orders not handed out yet). */
export type FulfilmentPick = { productId: number | null; name: string; grind: Grind; size: string; bags: number };

export type FulfilmentOrder = {
  orderId: number;
  orderNumber: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string;
  items: FulfilmentItem[];
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  pickup: FulfilmentPickup;
  /** Handed out from the sheet, and the caller may undo it (staff: anyone's; a captain: their own). */
  undoable: boolean;
  /** Issue 29: the gift inside the total, and where the order came from (`paper`, `booth`, `link`…; null: unknown). */
  giftCents: number;
  source: OrderSourceValue | null;
};

export type FulfilmentMoney = { orderedCents: number; collectedCents: number; outstandingCents: number };

/**
 * A fundraiser's orders; `userId` null is the campaign's own orders (credited to no fundraiser). `pickList`: the bags
 * per coffee of the group's orders not handed out yet, what goes in their box (empty once everything is handed out).
 */
export type FulfilmentGroup = FulfilmentMoney &
  FulfilmentBags & {
    userId: number | null;
    displayName: string;
    pickList: FulfilmentPick[];
    orders: FulfilmentOrder[];
  };

/** The group of orders credited to the campaign alone. */
export const TEAM_GROUP_NAME = 'Team orders (no fundraiser)';

/** One coffee over the campaign's non-cancelled orders: bags to roast, still to hand out, handed out. */
export type FulfilmentCoffee = FulfilmentBags & {
  productId: number | null;
  name: string;
  /** The coffee's bags per grind and size (issue 28), the most bags first. */
  options: Array<{ grind: Grind; size: string; sizeGrams: number; bags: number; bagsToHandOut: number }>;
};

/** A roast day the campaign's orders carry (null: orders from before roast days) and its bags. */
export type FulfilmentRoastDay = { date: string | null; bags: number };

export type CampaignFulfilment = {
  /** `roastDate`: the campaign's roast day ("YYYY-MM-DD"), null while it has none. */
  campaign: { id: number; name: string; slug: string | null; roastDate: string | null };
  /** The whole campaign's non-cancelled orders (with `?roastDate=`, those of that roast day). */
  /** `giftCents` (issue 29): the gifts inside `orderedCents`, money that is no coffee. */
  totals: FulfilmentMoney & FulfilmentBags & { orders: number; handedOut: number; giftCents: number };
  coffees: FulfilmentCoffee[];
  fundraisers: FulfilmentGroup[];
  /**
   * What to roast (issue 28): per coffee the roasted grams of its bags, split by grind and size, and the green coffee
   * to roast; over every non-cancelled order, handed out or not (with `?roastDate=`, that roast day's).
   */
  roastPlan: RoastPlan;
  /** Every roast day the campaign's non-cancelled orders carry, whatever the filter, earliest first. */
  roastDays: FulfilmentRoastDay[];
};

/*
 * The fulfilment sheet of a campaign (issue 13): bags to roast per coffee, then the orders grouped by fundraiser,
 * and the "handed out" action. The admin's calls reach every campaign; the captain's twins only the campaigns they
 * manage (404 for any other).
 */

/** Who reads the sheet: the admin endpoints, or the captain's twins. */
export type FulfilmentScope = 'admin' | 'captain';

export const adminFulfilmentEndpoints = {
  /**
   * `?campaignId=&format=json|csv&roastDate=`: the sheet, or with `format=csv` its orders as a CSV download; with
   * `roastDate`, only the orders of that roast day.
   */
  sheet: endpoint({
    method: 'GET',
    path: '/_api/admin/campaign/fulfilment',
    access: ['admin'],
    query: campaignFulfilmentQuerySchema,
    response: jsonOf<CampaignFulfilment>(),
  }),
  /** `{ orderIds }`: marks them delivered. */
  handOut: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/handed-out',
    access: ['admin'],
    body: markHandedOutSchema,
    response: jsonOf<MarkHandedOutResult>(),
  }),
  /** `{ orderIds }`: puts orders handed out from the sheet back as they were. */
  undoHandOut: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/handed-out/undo',
    access: ['admin'],
    body: undoHandedOutSchema,
    response: jsonOf<UndoHandedOutResult>(),
  }),
};

export const captainFulfilmentEndpoints = {
  sheet: endpoint({
    method: 'GET',
    path: '/_api/captain/campaign/fulfilment',
    access: ['admin', 'fundraiser_captain'],
    query: campaignFulfilmentQuerySchema,
    response: jsonOf<CampaignFulfilment>(),
  }),
  handOut: endpoint({
    method: 'POST',
    path: '/_api/captain/campaign/handed-out',
    access: ['admin', 'fundraiser_captain'],
    body: markHandedOutSchema,
    response: jsonOf<MarkHandedOutResult>(),
  }),
  undoHandOut: endpoint({
    method: 'POST',
    path: '/_api/captain/campaign/handed-out/undo',
    access: ['admin', 'fundraiser_captain'],
    body: undoHandedOutSchema,
    response: jsonOf<UndoHandedOutResult>(),
  }),
};

/** The sheet's calls by who makes them. */
export const fulfilmentEndpoints: Record<
  FulfilmentScope,
  typeof adminFulfilmentEndpoints | typeof captainFulfilmentEndpoints
> = { admin: adminFulfilmentEndpoints, captain: captainFulfilmentEndpoints };
