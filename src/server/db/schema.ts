import { relations, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PRIVACY_MODES } from '@/lib/privacy/public-name';
import { USER_ROLES, type UserRole } from '@/lib/roles';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import { ORDER_NOTICE_KINDS, PICKUP_KINDS, type PaymentInstructions } from '@/lib/plan/plan-types';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import { GRINDS } from '@/lib/coffee/options';

/*
 * The whole domain of both spec documents. Money is stored as integer cents
 * (`*_cents` columns) and only formatted to "12.50" strings at the API edge.
 */

export const userRoles = USER_ROLES;
export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
/** How money reached the shop or a fundraiser (there is no online payment): the payment ledger's methods. */
export const paymentMethods = ['cash', 'check', 'venmo', 'zelle', 'paypal', 'card_reader', 'other'] as const;
export const inviteStatuses = [
  'sent',
  'clicked',
  'accepted',
  'profile_created',
  'declined',
  'expired',
  'active',
] as const;

/** Where a credited order's buyer came from (issue "Fundraisers that spread"): a QR code, a shared link, the picker. */
export const orderSources = ['qr', 'link', 'campaign-picker', 'paper', 'booth'] as const;
/** The fundraising e-mails that must not be sent twice or too often (fundraising_emails). */
export const fundraisingEmailKinds = ['milestone', 'pending-invite', 'no-sales', 'weekly-summary'] as const;

export const userRole = pgEnum('user_role', userRoles);
export const orderStatus = pgEnum('order_status', orderStatuses);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);
export const paymentMethod = pgEnum('payment_method', paymentMethods);
export const inviteStatus = pgEnum('invite_status', inviteStatuses);
export const orderSource = pgEnum('order_source', orderSources);
export const fundraisingEmailKind = pgEnum('fundraising_email_kind', fundraisingEmailKinds);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for a child managed by guardians (issue 27): no sign-in, mail about them goes to the guardians. */
    email: text('email'),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('sub_account'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    parentUserId: integer('parent_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // Fundraiser page settings live in fundraiser_pages (issue 27: one page per person and campaign).
    // Bumped on logout-everywhere and password reset so copied session cookies stop working.
    sessionVersion: integer('session_version').notNull().default(0),
    emailVerified: timestamp('email_verified', { withTimezone: true }),
    /**
     * Issue 27: a child's fundraiser profile, managed by their guardians (`guardians`): no e-mail or password of its
     * own, and a public page only after a guardian's recorded consent (`guardian_consents`).
     */
    isChild: boolean('is_child').notNull().default(false),
    ...timestamps,
    /**
     * What the admin people searches match (containsSearch in src/server/db/queries/list-query.ts): the full name,
     * display name and e-mail, lower-cased once on write and joined by line feeds, which a search never contains.
     * No API answer shows it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${users.firstName} || ' ' || ${users.lastName} || chr(10) || ${users.displayName} || chr(10) || coalesce(${users.email}, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_parent_user_id_idx').on(t.parentUserId),
    // The admin Users list: newest first, alone or for one role (and the captain pickers by role).
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_role_created_at_idx').on(t.role, t.createdAt, t.id),
    // The people who could join a campaign, by display name (the Manage Participants picker).
    index('users_display_name_idx').on(t.displayName, t.id),
    // Contains-search (LIKE '%…%') over search_text: pg_trgm finds the few matching rows without reading them all.
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('users_email_not_blank', sql`length(trim(${t.email})) > 3`),
    check('users_email_unless_child', sql`${t.email} is not null or ${t.isChild}`),
    check('users_child_no_password', sql`not ${t.isChild} or ${t.passwordHash} is null`),
  ],
);

/**
 * Issue 27: a fundraiser page, one per (person, campaign), and at most one per person before any campaign
 * (campaign_id null). Joining a campaign never moves a page: a trigger on campaign_participants gives the participant
 * a page for that campaign (docs/decisions/pages-per-campaign.md). Leaving a campaign keeps the page.
 */
export const fundraiserPages = pgTable(
  'fundraiser_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    isPublic: boolean('is_public').notNull().default(false),
    description: text('description'),
    customMessage: text('custom_message'),
    goalAmountCents: integer('goal_amount_cents'),
    // Issue 27: false keeps the page selling and crediting but off the campaign leaderboard.
    onLeaderboard: boolean('on_leaderboard').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fundraiser_pages_slug_key').on(t.slug),
    uniqueIndex('fundraiser_pages_user_campaign_key').on(t.userId, t.campaignId),
    uniqueIndex('fundraiser_pages_user_no_campaign_key')
      .on(t.userId)
      .where(sql`${t.campaignId} is null`),
    index('fundraiser_pages_campaign_idx').on(t.campaignId),
    check('fundraiser_pages_goal_amount_positive', sql`${t.goalAmountCents} is null or ${t.goalAmountCents} > 0`),
    check('fundraiser_pages_slug_format', sql`${t.slug} is null or ${t.slug} ~ '^[a-z0-9-]{3,50}$'`),
  ],
);

/**
 * Addresses a fundraiser page had before (issue 26): printed flyers and shared links keep working, answered by a
 * permanent redirect to the page's current address (issue 27: the page of the same campaign). An address is unique
 * here and never taken by another page while it is remembered (services clear it when someone claims it).
 */
export const landingPageSlugHistory = pgTable(
  'landing_page_slug_history',
  {
    slug: text('slug').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => fundraiserPages.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landing_page_slug_history_page_idx').on(t.pageId)],
);

/**
 * Issue 27: who manages a child's fundraiser profile (users.is_child). Every guardian sees and edits the child's page,
 * gives consent, receives mail about the child and the child's credited orders; a family may have several guardians.
 */
export const guardians = pgTable(
  'guardians',
  {
    childUserId: integer('child_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianUserId: integer('guardian_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childUserId, t.guardianUserId] }),
    index('guardians_guardian_user_id_idx').on(t.guardianUserId),
  ],
);

/**
 * A guardian's recorded consent for a child (who, when, what): rows are never updated, the newest one per child is in
 * force (a withdrawal is a newer row with false). A child's page is public only with `public_page` consent in force,
 * and shows a photo only with `photo` consent.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childUserId: integer('child_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicPage: boolean('public_page').notNull(),
    photo: boolean('photo').notNull(),
    // Who gave it; kept (as null) if that account is later deleted, the consent stays on record.
    givenByUserId: integer('given_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    givenByName: text('given_by_name').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guardian_consents_child_idx').on(t.childUserId, t.givenAt, t.id)],
);

/**
 * An invitation to become a further guardian of a family's children (`POST /_api/family/guardians/invite`): accepting
 * it (signed in with, or creating, an account for that address) adds the account as guardian of every child the
 * inviting guardian manages at that moment. Only the token's SHA-256 is kept, as for team invitations.
 */
export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invitedByUserId: integer('invited_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guardian_invitations_token_hash_key').on(t.tokenHash),
    index('guardian_invitations_inviter_idx').on(t.invitedByUserId, t.createdAt),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    costCents: integer('cost_cents').notNull().default(0),
    category: text('category'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    // Coffee facts (issue 28); all optional, tasting notes as tags.
    originCountry: text('origin_country'),
    originRegion: text('origin_region'),
    originFarm: text('origin_farm'),
    process: text('process'),
    variety: text('variety'),
    altitudeM: integer('altitude_m'),
    roastLevel: integer('roast_level'),
    tastingNotes: text('tasting_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Weight lost in the roaster, in tenths of a percent (150 = 15 %): green = roasted ÷ (1 − shrinkage). */
    shrinkagePermille: integer('shrinkage_permille').notNull().default(150),
    /** Optional cap per roast day on the shop's own orders (no campaign), in bags and/or roasted grams. */
    shopDayMaxBags: integer('shop_day_max_bags'),
    shopDayMaxGrams: integer('shop_day_max_grams'),
    ...timestamps,
  },
  (t) => [
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
    check('products_shrinkage_range', sql`${t.shrinkagePermille} between 0 and 500`),
    check('products_shop_day_max_bags_positive', sql`${t.shopDayMaxBags} > 0`),
    check('products_shop_day_max_grams_positive', sql`${t.shopDayMaxGrams} > 0`),
    check('products_cost_non_negative', sql`${t.costCents} >= 0`),
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('products_roast_level_range', sql`${t.roastLevel} between 1 and 5`),
    check('products_altitude_range', sql`${t.altitudeM} between 0 and 9000`),
    index('products_is_active_idx').on(t.isActive),
  ],
);

/**
 * A coffee's options (issue 28): one row per grind and bag size, each with its own price and cost. The product's
 * default option is its first active one by sort order, and products.price_cents/cost_cents mirror it. Deactivating
 * an option hides it; order lines keep their own copy of grind, size and price.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grind: text('grind', { enum: GRINDS }).notNull(),
    size: text('size').notNull(),
    sizeGrams: integer('size_grams').notNull(),
    priceCents: integer('price_cents').notNull(),
    costCents: integer('cost_cents').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_options_product_grind_size_key').on(t.productId, t.grind, t.size),
    index('product_options_product_id_idx').on(t.productId, t.sortOrder),
    check(
      'product_options_grind_known',
      sql`${t.grind} in ('whole_bean', 'drip', 'espresso', 'french_press', 'pour_over', 'cold_brew')`,
    ),
    check('product_options_size_not_blank', sql`length(trim(${t.size})) > 0`),
    check('product_options_size_grams_positive', sql`${t.sizeGrams} > 0`),
    check('product_options_price_non_negative', sql`${t.priceCents} >= 0`),
    check('product_options_cost_non_negative', sql`${t.costCents} >= 0`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug'),
    description: text('description'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(false),
    captainId: integer('captain_id').references(() => users.id, { onDelete: 'set null' }),
    goalAmountCents: integer('goal_amount_cents'),
    /**
     * The team's share of each bag sold, one kind or none: a percentage of the bag's price in tenths of a percent
     * (125 = 12.5 %; the API's teamSharePercent), or a fixed amount per bag.
     */
    teamSharePermille: integer('team_share_permille'),
    teamShareCentsPerBag: integer('team_share_cents_per_bag'),
    /** The campaign plan (issue 25): orders after the deadline are refused; null = no deadline. */
    orderDeadline: timestamp('order_deadline', { withTimezone: true }),
    /** How buyers pay (which ledger methods, a handle, checks payable to, a note); null = not said yet. */
    paymentInstructions: jsonb('payment_instructions').$type<PaymentInstructions>(),
    /**
     * Issue 27: `minors` shows participants by first name and last initial (or a nickname), no photo without a
     * guardian's consent, keeps their pages out of search engines (src/lib/privacy/public-name.ts).
     */
    privacyMode: text('privacy_mode', { enum: PRIVACY_MODES }).notNull().default('standard'),
    /** False: the leaderboard shows no per-seller money (ranked by bags or supporters, progress as a share of goal). */
    showSellerAmounts: boolean('show_seller_amounts').notNull().default(true),
    /** Issue 28: the day the campaign's coffee is roasted (shop days, no time); its orders carry it. Null: not set. */
    roastDate: date('roast_date'),
    /** Issue 29: who the money goes to, for receipts (name, tax id, whether the team's share is a contribution). */
    beneficiary: jsonb('beneficiary').$type<Beneficiary>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaigns_slug_key').on(t.slug),
    check('campaigns_privacy_mode', sql`${t.privacyMode} in ('standard', 'minors')`),
    check('campaigns_team_share_one_kind', sql`${t.teamSharePermille} is null or ${t.teamShareCentsPerBag} is null`),
    check(
      'campaigns_team_share_permille_range',
      sql`${t.teamSharePermille} is null or ${t.teamSharePermille} between 0 and 1000`,
    ),
    check(
      'campaigns_team_share_cents_non_negative',
      sql`${t.teamShareCentsPerBag} is null or ${t.teamShareCentsPerBag} >= 0`,
    ),
    index('campaigns_captain_id_idx').on(t.captainId),
    check('campaigns_slug_format', sql`${t.slug} is null or ${t.slug} ~ '^[a-z0-9-]+$'`),
    check('campaigns_dates_ordered', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
    check('campaigns_goal_non_negative', sql`${t.goalAmountCents} is null or ${t.goalAmountCents} >= 0`),
  ],
);

/**
 * A batch limit (issue 28): at most so many bags (any size) and/or roasted grams of one coffee in one campaign, over
 * its orders that are not cancelled. Order placement locks the row, so concurrent buyers never oversell.
 */
export const campaignCaps = pgTable(
  'campaign_caps',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    maxBags: integer('max_bags'),
    maxGrams: integer('max_grams'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    check('campaign_caps_some_limit', sql`${t.maxBags} is not null or ${t.maxGrams} is not null`),
    check('campaign_caps_max_bags_positive', sql`${t.maxBags} > 0`),
    check('campaign_caps_max_grams_positive', sql`${t.maxGrams} > 0`),
  ],
);

/**
 * Demand beyond a cap (issue 28): each refused order's bags and grams per capped coffee, so staff see how much more
 * could have sold. A campaign's refusals carry its id; a shop order's its roast day.
 */
export const capRefusals = pgTable(
  'cap_refusals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    roastDate: date('roast_date'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bags: integer('bags').notNull(),
    grams: integer('grams').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cap_refusals_campaign_idx').on(t.campaignId, t.productId),
    index('cap_refusals_roast_date_idx').on(t.roastDate, t.productId),
  ],
);

/**
 * The shop's own settings, one row (id 1): the weekdays it roasts (0 = Sunday … 6 = Saturday, in the shop's time
 * zone). A shop order is roasted on the first roasting day after the day it is placed.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    roastWeekdays: integer('roast_weekdays')
      .array()
      .notNull()
      .default(sql`'{2,5}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check(
      'shop_settings_roast_weekdays_valid',
      sql`cardinality(${t.roastWeekdays}) between 1 and 7 and ${t.roastWeekdays} <@ array[0, 1, 2, 3, 4, 5, 6]`,
    ),
  ],
);

export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index('campaign_participants_user_id_idx').on(t.userId)],
);

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('campaign_products_product_id_idx').on(t.productId),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('carts_user_id_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** One line per coffee, grind and size (issue 28). */
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.optionId] }),
    index('cart_items_cart_product_idx').on(t.cartId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0 and ${t.quantity} <= 999`),
  ],
);

/**
 * Where and when buyers get their bags (issue 25): a meetup (a place, an address, a time window, an optional
 * capacity in orders) or a local delivery (an area, a date window). `campaign_id` null = the shop's own options,
 * for orders with no campaign. The app refuses to delete an option that orders chose (they are moved first); a
 * campaign's deletion takes its options with it and leaves its orders without a choice.
 */
export const pickupOptions = pgTable(
  'pickup_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PICKUP_KINDS }).notNull(),
    name: text('name').notNull(),
    // The meetup's street address, or the delivery's area description.
    address: text('address'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // The most non-cancelled orders the option takes; null = no limit.
    capacity: integer('capacity'),
    // When the "ready for pickup" notice went out for this option (its orders then read "ready").
    readyAt: timestamp('ready_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('pickup_options_campaign_idx').on(t.campaignId, t.startsAt, t.id),
    check('pickup_options_kind', sql`${t.kind} in ('meetup', 'delivery')`),
    check('pickup_options_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('pickup_options_window_ordered', sql`${t.endsAt} > ${t.startsAt}`),
    check('pickup_options_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    subAccountId: integer('sub_account_id').references(() => users.id, { onDelete: 'set null' }),
    // The signed-in customer, when there was one.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Issue 29: the buyer's gift for the team, in whole dollars; part of total_cents (coffee + gift). */
    giftCents: integer('gift_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    orderStatus: orderStatus('order_status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    /**
     * The sum of the order's payment ledger (order_payments, refunds negative), kept in the same transaction as each
     * entry so that balances and sheets read one row per order. 0 <= collected <= total.
     */
    collectedCents: integer('collected_cents').notNull().default(0),
    // Where the buyer of a credited order came from; null for orders before it was recorded and the shop's own.
    source: orderSource('source'),
    // The buyer's pickup choice (issue 25); null when none was offered.
    pickupOptionId: integer('pickup_option_id').references(() => pickupOptions.id, { onDelete: 'set null' }),
    /**
     * The secret of the buyer's order page link (`/orders/{orderNumber}?key=`): 128 random bits as hex, from the
     * database's strong random source, so every writer (checkout, seeds, tests) gets one. Kept, not hashed: the
     * reminders sent later carry the same link. It opens one order's page and changes only its pickup choice.
     */
    accessKey: text('access_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /**
     * Money collected on an order that was then cancelled (issue 26) is either refunded (ledger entries bring
     * collected to 0) or kept on purpose, for example as a donation: when staff said so and why. Null while a
     * cancelled order's money is unsettled; the reports list such orders until it is settled.
     */
    moneyKeptAt: timestamp('money_kept_at', { withTimezone: true }),
    moneyKeptNote: text('money_kept_note'),
    /**
     * Issue 28: the roast day of the order's coffee: its campaign's roast day (kept in step while the order is not
     * handed out), or for a shop order the first roasting day after it was placed. Null: orders from before.
     */
    roastDate: date('roast_date'),
    /**
     * Issue 29: who typed in an order taken on paper or at a booth (source `paper` / `booth`); null for the buyer's own.
     */
    enteredById: integer('entered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Issue 29: one booth sale credited equally to several sellers is one order per seller sharing this key. The first
     * order holds the bags (lines); each order's total is its equal share of the sale, so total = lines + gift + this
     * adjustment (negative on the first, the other shares on the rest; the group's adjustments sum to 0).
     */
    boothSaleKey: uuid('booth_sale_key'),
    splitAdjustCents: integer('split_adjust_cents').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the order and its caller: a key replays only the request it was first sent with.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...timestamps,
    /**
     * What the admin order search matches (containsSearch in src/server/db/queries/list-query.ts): order number,
     * customer e-mail, full name and the phone's digits, lower-cased once on write and joined by line feeds, which a search never
     * contains. No API answer shows it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${orders.orderNumber} || chr(10) || ${orders.customerEmail} || chr(10) || ${orders.customerFirstName} || ' ' || ${orders.customerLastName} || chr(10) || regexp_replace(coalesce(${orders.customerPhone}, ''), '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key_key').on(t.idempotencyKey),
    // The admin order list's sorts and filters, each ending with the id tie-breaker, so a page's ids are a walk down
    // one index (docs/decisions/admin-lists-at-scale.md). Newest first also serves date ranges and the exports'
    // keyset batches; its last columns let the order statistics and the Overview sum ordered, collected, outstanding
    // and the money held on cancelled orders from the index alone (issue 26).
    index('orders_created_at_id_idx').on(
      t.createdAt,
      t.id,
      t.orderStatus,
      t.campaignId,
      t.totalCents,
      t.collectedCents,
      t.moneyKeptAt,
    ),
    index('orders_campaign_created_at_idx').on(t.campaignId, t.createdAt, t.id),
    index('orders_status_created_at_idx').on(t.orderStatus, t.paymentStatus, t.createdAt, t.id),
    index('orders_payment_status_idx').on(t.paymentStatus, t.id),
    index('orders_total_cents_idx').on(t.totalCents, t.id),
    index('orders_customer_name_idx').on(t.customerFirstName, t.customerLastName, t.id),
    // Sales credited to people (the Users list's totals and its sort by them), read from the index alone.
    index('orders_sub_account_totals_idx').on(t.subAccountId, t.orderStatus, t.totalCents),
    // The search: trigrams find the rows of a rare term; a search most orders match (`SG-26`) counts them by reading
    // this narrow btree instead of every wide row (26 ms instead of 63 on 100,000 orders).
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_search_text_idx').on(t.searchText),
    // Meetup mode and capacity: an option's orders.
    index('orders_pickup_option_idx').on(t.pickupOptionId, t.id),
    index('orders_roast_date_idx').on(t.roastDate, t.campaignId),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
    check('orders_gift_within_total', sql`${t.giftCents} >= 0 and ${t.giftCents} <= ${t.totalCents}`),
    check('orders_collected_within_total', sql`${t.collectedCents} between 0 and ${t.totalCents}`),
    // A buyer online always gives an e-mail; an order typed in from paper or a booth may have none ('').
    // Compared as text: 0022 added these enum values, and one migration run may not use them as enum constants yet.
    check('orders_email_or_staff_entry', sql`${t.customerEmail} <> '' or ${t.source}::text in ('paper', 'booth')`),
    check('orders_split_adjust_booth_only', sql`${t.splitAdjustCents} = 0 or ${t.boothSaleKey} is not null`),
    index('orders_booth_sale_key_idx').on(t.boothSaleKey),
    // The year-end statement finds a buyer's orders by address, as typed in any case (issue 29).
    index('orders_customer_email_lower_idx').on(sql`lower(${t.customerEmail})`),
  ],
);

/**
 * Issue 29: an envelope of paper order forms as counted by whoever typed it in: the cash and checks in it, what its
 * rows say was paid that way, and the difference (counted − rows), kept so that a difference is never lost.
 */
export const paperEnvelopes = pgTable(
  'paper_envelopes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subAccountId: integer('sub_account_id').references(() => users.id, { onDelete: 'set null' }),
    cashCents: integer('cash_cents').notNull(),
    checkCents: integer('check_cents').notNull(),
    rowsCashCents: integer('rows_cash_cents').notNull(),
    rowsCheckCents: integer('rows_check_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    orderIds: integer('order_ids').array().notNull(),
    enteredById: integer('entered_by_id').references(() => users.id, { onDelete: 'set null' }),
    enteredByName: text('entered_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paper_envelopes_campaign_idx').on(t.campaignId, t.createdAt),
    check('paper_envelopes_counted_non_negative', sql`${t.cashCents} >= 0 and ${t.checkCents} >= 0`),
    check(
      'paper_envelopes_difference_adds_up',
      sql`${t.differenceCents} = ${t.cashCents} + ${t.checkCents} - ${t.rowsCashCents} - ${t.rowsCheckCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Kept as history when a product is deleted forever: the name and price are captured below.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    // The option bought (issue 28), copied so a later change to the option never rewrites the order. Lines from
    // before options read as whole bean 12 oz (the defaults, backfilled by migration 0020).
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    grind: text('grind', { enum: GRINDS }).notNull().default('whole_bean'),
    size: text('size').notNull().default('12 oz'),
    sizeGrams: integer('size_grams').notNull().default(340),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_unit_price_non_negative', sql`${t.unitPriceCents} >= 0`),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    inviteeName: text('invitee_name').notNull(),
    inviteeEmail: text('invitee_email').notNull(),
    /**
     * Issue 27: a family invitation ("parent e-mail, child's first name"): accepting it makes the parent's account a
     * guardian of a new child profile that joins the campaign. Two children at one address are two invitations.
     */
    childFirstName: text('child_first_name'),
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    status: inviteStatus('status').notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    uniqueIndex('invites_campaign_email_key').on(
      t.campaignId,
      sql`lower(${t.inviteeEmail})`,
      sql`lower(coalesce(${t.childFirstName}, ''))`,
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Throttling counters (failed logins, reset requests, contact posts), shared by every app instance. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Sessions ended by logout before their cookie expires (a copied cookie must stop working). */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Cache tag invalidations, for instances sharing one PostgreSQL: each instance applies the others' events
 * (src/server/cache/cache-handler.mjs). Kept one hour.
 */
export const cacheTagEvents = pgTable('cache_tag_events', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tag: text('tag').notNull(),
  expireSeconds: integer('expire_seconds'),
  instance: text('instance').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit trail: one row per staff change, written in the change's own transaction (src/server/services/audit.ts).
 * Nothing in the app updates or deletes a row, and a trigger (migration 0004) refuses UPDATE, DELETE and TRUNCATE.
 * The actor and the entity have no foreign keys on purpose: an entry outlives the account that made it and the
 * record it describes, so it keeps the actor's id with a snapshot of their name and e-mail, and the entity's label.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** `<entity>.<verb>`, e.g. `order.status_changed` (the list: AUDIT_ACTIONS in src/lib/validation/admin-audit.ts). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** What a person calls the entity: an order number, a product or campaign name, an e-mail. */
    entityLabel: text('entity_label').notNull(),
    /** `{ field: { from, to } }`: before → after; a creation has `from: null`, a deletion `to: null`. */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    // The Activity list: newest first (a backward scan), alone or filtered by actor, entity or action.
    index('audit_entries_created_at_idx').on(t.createdAt, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.createdAt, t.id),
    index('audit_entries_action_idx').on(t.action, t.createdAt, t.id),
  ],
);

/**
 * Internal notes on an order, by staff. A note is never edited (a trigger refuses UPDATE) and the app has no way
 * to delete one; it goes only with its order. The author is a snapshot, like the audit trail's actor.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_id_idx').on(t.orderId, t.createdAt, t.id),
    check('order_notes_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * The payment ledger: every amount collected for an order (cash at a meetup, a check, a payment app), and every
 * refund (a negative amount). Never edited or deleted (a trigger refuses it); a mistake is corrected by a refund
 * entry. orders.collected_cents is the running sum.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    // A check number, a payment app's transaction id.
    reference: text('reference'),
    // Who took the money: a fundraiser of the order's campaign, or a staff member; null when not known (entries
    // carried over from before the ledger).
    collectedByUserId: integer('collected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // Who entered it, as a snapshot like the audit trail's actor (null for entries carried over by migration 0006).
    recordedById: integer('recorded_by_id'),
    recordedByName: text('recorded_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_id_idx').on(t.orderId, t.receivedAt, t.id),
    index('order_payments_collected_by_idx').on(t.collectedByUserId),
    // Charts and the cash-up by day: every column they group or join on, so a range is read from the index alone.
    index('order_payments_received_at_idx').on(t.receivedAt, t.method, t.amountCents, t.collectedByUserId, t.orderId),
    check('order_payments_amount_non_zero', sql`${t.amountCents} <> 0`),
    check('order_payments_reference_length', sql`${t.reference} is null or char_length(${t.reference}) <= 200`),
  ],
);

/*
 * The cash-up's running sums (issue 26, docs/decisions/cash-up.md), kept by triggers on order_payments and orders
 * (migration 0013) so that a season's cash-up reads thousands of sums instead of every ledger entry. Nothing in the
 * app writes them. Rows whose entries went elsewhere (a deleted order, a changed credit) stay with zero counts.
 */

/** The ledger summed by shop day (America/New_York), method, collector, campaign and the fundraiser credited. */
export const cashUpDays = pgTable(
  'cash_up_days',
  {
    day: date('day').notNull(),
    method: paymentMethod('method').notNull(),
    collectorUserId: integer('collector_user_id'),
    campaignId: integer('campaign_id'),
    creditedUserId: integer('credited_user_id'),
    entryCount: integer('entry_count').notNull(),
    receivedCents: bigint('received_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('cash_up_days_key')
      .on(t.day, t.method, t.collectorUserId, t.campaignId, t.creditedUserId)
      .nullsNotDistinct(),
    index('cash_up_days_campaign_idx').on(t.campaignId, t.day),
    index('cash_up_days_collector_idx').on(t.collectorUserId, t.day),
  ],
);

/**
 * The whole ledger per person and campaign: what they collected (handed in) and the net of the entries on orders
 * credited to them. `userId` null is the "Not recorded" collector (it is never credited).
 */
export const cashUpPeople = pgTable(
  'cash_up_people',
  {
    userId: integer('user_id'),
    campaignId: integer('campaign_id'),
    handedCount: integer('handed_count').notNull(),
    handedReceivedCents: bigint('handed_received_cents', { mode: 'number' }).notNull(),
    handedRefundedCents: bigint('handed_refunded_cents', { mode: 'number' }).notNull(),
    creditedCount: integer('credited_count').notNull(),
    creditedNetCents: bigint('credited_net_cents', { mode: 'number' }).notNull(),
  },
  (t) => [unique('cash_up_people_key').on(t.userId, t.campaignId).nullsNotDistinct()],
);

/*
 * The Overview charts' running sums (migration 0015), kept by triggers on orders, order_items and order_payments so
 * that a year of charts sums days, not every order and line. Only orders that count (not cancelled), by the shop day
 * (America/New_York) the order was placed. Nothing in the app writes them; rows of zero stay.
 */

/** Orders placed per shop day, campaign and credited fundraiser: count, ordered, collected and bags. */
export const chartDays = pgTable(
  'chart_days',
  {
    day: date('day').notNull(),
    campaignId: integer('campaign_id'),
    subAccountId: integer('sub_account_id'),
    orderCount: integer('order_count').notNull(),
    orderedCents: bigint('ordered_cents', { mode: 'number' }).notNull(),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull(),
    bags: integer('bags').notNull(),
  },
  (t) => [unique('chart_days_key').on(t.day, t.campaignId, t.subAccountId).nullsNotDistinct()],
);

/** Bags per shop day (of the order) and coffee; a deleted product's lines count under their own name. */
export const chartDayCoffees = pgTable(
  'chart_day_coffees',
  {
    day: date('day').notNull(),
    productId: integer('product_id'),
    deletedName: text('deleted_name'),
    bags: integer('bags').notNull(),
  },
  (t) => [unique('chart_day_coffees_key').on(t.day, t.productId, t.deletedName).nullsNotDistinct()],
);

/** The ledger of the orders placed each shop day, per payment method. */
export const chartDayMethods = pgTable(
  'chart_day_methods',
  {
    day: date('day').notNull(),
    method: paymentMethod('method').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [unique('chart_day_methods_key').on(t.day, t.method)],
);

/**
 * Notices sent about one order (issue 25): "ready for pickup" and the day-before reminder once per order and pickup
 * option, a payment reminder at most once per 24 hours, the fundraiser's "an order was credited to you" once, a
 * follow-up after a missed pickup window. Written in the transaction that queues the mail.
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_NOTICE_KINDS }).notNull(),
    // The option a ready notice, reminder or follow-up was about (no foreign key: the row outlives the option).
    pickupOptionId: integer('pickup_option_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notices_order_idx').on(t.orderId, t.kind, t.sentAt),
    check(
      'order_notices_kind',
      sql`${t.kind} in ('ready', 'pickup-reminder', 'payment-reminder', 'credited', 'not-collected')`,
    ),
  ],
);

/** Notices sent once per campaign (issue 25): "48 hours left" to the team before the order deadline. */
export const campaignNotices = pgTable(
  'campaign_notices',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deadline-48h'] }).notNull(),
    // The deadline the notice was about: moving the deadline later allows one more.
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.kind, t.deadline] }),
    check('campaign_notices_kind', sql`${t.kind} in ('deadline-48h')`),
  ],
);

/**
 * The fundraising e-mails that are rationed: a milestone (25/50/75/100 % of a fundraiser's goal in a campaign, once
 * each), a reminder to a pending invitee or a nudge to a member with no sales (at most one per address per 24 hours),
 * and a captain's weekly summary (once per campaign and week). A row is written in the same transaction that decides
 * to send, before the mail goes out; the unique indexes make a second send of the same milestone or week impossible.
 */
export const fundraisingEmails = pgTable(
  'fundraising_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: fundraisingEmailKind('kind').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // The fundraiser (milestone, no-sales) or captain (weekly-summary) written to; null for an invitee.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Kept when the invitation is deleted: the 24-hour rule must survive a delete and re-invite.
    inviteId: integer('invite_id').references(() => invites.id, { onDelete: 'set null' }),
    // Lower-cased: the 24-hour rule and the unsubscribe list go by address.
    recipientEmail: text('recipient_email').notNull(),
    // 25, 50, 75 or 100 (milestone only).
    milestonePercent: integer('milestone_percent'),
    // The Monday (shop time) of the week summarised, YYYY-MM-DD (weekly-summary only).
    periodStart: text('period_start'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fundraising_emails_milestone_key')
      .on(t.userId, t.campaignId, t.milestonePercent)
      .where(sql`${t.kind} = 'milestone'`),
    uniqueIndex('fundraising_emails_weekly_summary_key')
      .on(t.campaignId, t.periodStart)
      .where(sql`${t.kind} = 'weekly-summary'`),
    index('fundraising_emails_recipient_idx').on(t.recipientEmail, t.sentAt),
    check('fundraising_emails_recipient_lower', sql`${t.recipientEmail} = lower(${t.recipientEmail})`),
    check(
      'fundraising_emails_milestone_percent',
      sql`(${t.kind} = 'milestone') = (${t.milestonePercent} is not null) and (${t.milestonePercent} is null or ${t.milestonePercent} in (25, 50, 75, 100))`,
    ),
    check('fundraising_emails_period_start', sql`(${t.kind} = 'weekly-summary') = (${t.periodStart} is not null)`),
  ],
);

/**
 * Addresses that asked for no more fundraising e-mails (reminders, nudges, milestones, weekly summaries) through the
 * signed link those e-mails carry. Transactional mail (order receipts, invites, password resets) is not affected.
 */
export const fundraisingEmailOptOuts = pgTable(
  'fundraising_email_opt_outs',
  {
    // Lower-cased.
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('fundraising_email_opt_outs_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** Addresses that asked, through the one-click link every invitation carries, for no more team invitations. */
export const invitationOptOuts = pgTable(
  'invitation_opt_outs',
  {
    // Lower-cased.
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invitation_opt_outs_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export const mailCategories = ['transactional', 'captain', 'fundraising'] as const;
export const mailOutboxStatuses = ['pending', 'sent', 'failed'] as const;

/** The token-hash prefix in an invitation mail's Message-ID, `<invite.{id}.{hash16}@domain>`. */
export const inviteLinkPrefix = (messageId: SQLWrapper) => sql`left(split_part(${messageId}, '.', 3), 16)`;

/**
 * The mail outbox: every e-mail the shop sends is first written here, in the same transaction as the change that
 * causes it (an order, an invitation, a reset request), then sent from here with retries (src/server/mail/outbox.ts).
 * `message_id` is unique and deterministic per message (e.g. the order's confirmation), so the same message is never
 * queued twice, and it becomes the RFC 5322 Message-ID, so a resend after a crash is recognised as the same message.
 * The bodies are cleared once sent (they may carry a reset or invitation link).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull(),
    // What kind of message (order-confirmation, invite, nudge, ...): for staff and the per-kind rules.
    kind: text('kind').notNull(),
    // transactional (receipts, resets), captain (invitations, reminders, nudges a captain sends), fundraising.
    category: text('category', { enum: mailCategories }).notNull(),
    recipient: text('recipient').notNull(),
    // Who caused a captain mail (the captain): per-sender limits. No foreign key: the row outlives the account.
    senderUserId: integer('sender_user_id'),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    replyTo: text('reply_to'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: mailOutboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A sender's lease: while it is in the future the row is being sent; a sender that died leaves it to expire.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_key').on(t.messageId),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.category, t.createdAt),
    index('mail_outbox_sender_idx').on(t.senderUserId, t.category, t.createdAt),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    // An invitation's earlier links by their hash prefix (db/queries/replaced-invite-links.ts): one exact lookup.
    index('mail_outbox_invite_link_idx')
      .on(inviteLinkPrefix(t.messageId))
      .where(sql`${t.kind} = 'invite'`),
    check('mail_outbox_category', sql`${t.category} in ('transactional', 'captain', 'fundraising')`),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Idempotency for write calls other than orders (payments): a retried call with the same `Idempotency-Key` in the
 * same scope answers the first call's stored response and changes nothing; the same key with a different body is
 * refused. Kept 24 hours.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    actorId: integer('actor_id'),
    // SHA-256 of the validated request (who, what): the same key with another body is a client error.
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_requests_created_at_idx').on(t.createdAt)],
);

export const usersRelations = relations(users, ({ one, many }) => ({
  parent: one(users, { fields: [users.parentUserId], references: [users.id], relationName: 'parent' }),
  participations: many(campaignParticipants),
  orders: many(orders, { relationName: 'subAccount' }),
}));

export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
  captain: one(users, { fields: [campaigns.captainId], references: [users.id] }),
  participants: many(campaignParticipants),
  products: many(campaignProducts),
}));

export const campaignParticipantsRelations = relations(campaignParticipants, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignParticipants.campaignId], references: [campaigns.id] }),
  user: one(users, { fields: [campaignParticipants.userId], references: [users.id] }),
}));

export const campaignProductsRelations = relations(campaignProducts, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignProducts.campaignId], references: [campaigns.id] }),
  product: one(products, { fields: [campaignProducts.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  items: many(orderItems),
  pickupOption: one(pickupOptions, { fields: [orders.pickupOptionId], references: [pickupOptions.id] }),
  campaign: one(campaigns, { fields: [orders.campaignId], references: [campaigns.id] }),
  subAccount: one(users, { fields: [orders.subAccountId], references: [users.id], relationName: 'subAccount' }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

/** A users row: a sign-in account, or (email null, is_child) a child's profile managed by guardians (issue 27). */
export type UserRow = typeof users.$inferSelect;
/** A sign-in account: a users row with an e-mail (every row but a child's profile). */
export type User = UserRow & { email: string };
export type NewUser = typeof users.$inferInsert;
export type Product = typeof products.$inferSelect;
export type ProductOption = typeof productOptions.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Campaign = typeof campaigns.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type { UserRole };
export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type OrderNote = typeof orderNotes.$inferSelect;
export type OrderPayment = typeof orderPayments.$inferSelect;
export type PaymentMethod = (typeof paymentMethods)[number];
export type OrderSource = (typeof orderSources)[number];
export type FundraisingEmailKind = (typeof fundraisingEmailKinds)[number];
export type PickupOptionRow = typeof pickupOptions.$inferSelect;
export type OrderNoticeRow = typeof orderNotices.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type MailCategory = (typeof mailCategories)[number];
