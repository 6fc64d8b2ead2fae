/** The demo catalogue and campaign an empty database starts with (SEED_DEMO=1, the default). */

export const demoProducts = [
  {
    name: 'Ethiopia Yirgacheffe Kochere',
    description:
      'Washed heirloom varietals from smallholders around Kochere. A bright, tea-like cup with jasmine, bergamot and lemon-drop sweetness. Light roast.',
    priceCents: 1950,
    costCents: 840,
    category: 'Single Origin',
    image: 'ethiopia-yirgacheffe',
    // Coffee facts (issue 28).
    roastLevel: 1,
    originCountry: 'Ethiopia',
    originRegion: 'Yirgacheffe',
    originFarm: 'Kochere smallholders',
    process: 'Washed',
    variety: 'Heirloom',
    altitudeM: 1950,
    tastingNotes: ['jasmine', 'bergamot', 'lemon drop'],
  },
  {
    name: 'Colombia Huila Pink Bourbon',
    description:
      'A rare Pink Bourbon lot from the hills of Huila, fermented slowly for a juicy cup of red grapefruit, raspberry and raw-sugar sweetness. Light-medium roast.',
    priceCents: 2100,
    costCents: 960,
    category: 'Single Origin',
    image: 'colombia-pink-bourbon',
    // Coffee facts (issue 28).
    roastLevel: 2,
    originCountry: 'Colombia',
    originRegion: 'Huila',
    originFarm: null,
    process: 'Extended fermentation',
    variety: 'Pink Bourbon',
    altitudeM: 1750,
    tastingNotes: ['red grapefruit', 'raspberry', 'raw sugar'],
  },
  {
    name: 'Guatemala Huehuetenango',
    description:
      'High-altitude beans from the Cuchumatanes mountains. Milk chocolate, toasted almond and orange zest with a round, syrupy body. Medium roast.',
    priceCents: 1800,
    costCents: 760,
    category: 'Single Origin',
    image: 'guatemala-huehuetenango',
    // Coffee facts (issue 28).
    roastLevel: 3,
    originCountry: 'Guatemala',
    originRegion: 'Huehuetenango',
    originFarm: null,
    process: 'Washed',
    variety: 'Caturra, Bourbon',
    altitudeM: 1800,
    tastingNotes: ['milk chocolate', 'toasted almond', 'orange zest'],
  },
  {
    name: 'Kenya Nyeri AA',
    description:
      'Top-grade AA beans from cooperatives on the slopes of Mount Kenya. Blackcurrant, tomato-vine sweetness and a sparkling, winey finish. Light roast.',
    priceCents: 2250,
    costCents: 1040,
    category: 'Single Origin',
    image: 'kenya-nyeri-aa',
    // Coffee facts (issue 28).
    roastLevel: 1,
    originCountry: 'Kenya',
    originRegion: 'Nyeri',
    originFarm: 'Mount Kenya cooperatives',
    process: 'Washed',
    variety: 'SL28, SL34',
    altitudeM: 1800,
    tastingNotes: ['blackcurrant', 'tomato vine', 'winey'],
  },
  {
    name: 'Bluegrass Morning Blend',
    description:
      'Our everyday house blend of Brazil and Colombia, roasted for the drip machine and the French press alike: caramel, hazelnut and a clean, cocoa finish.',
    priceCents: 1600,
    costCents: 620,
    category: 'Blend',
    image: 'bluegrass-morning-blend',
    // Coffee facts (issue 28).
    roastLevel: 3,
    originCountry: 'Brazil and Colombia',
    originRegion: null,
    originFarm: null,
    process: 'Natural and washed',
    variety: null,
    altitudeM: null,
    tastingNotes: ['caramel', 'hazelnut', 'cocoa'],
  },
  {
    name: 'Bourbon Barrel-Aged Reserve',
    description:
      'Green coffee rested for six weeks in freshly emptied Kentucky bourbon barrels, then roasted gently. Vanilla, toasted oak and dark cherry. Small batches only.',
    priceCents: 2400,
    costCents: 1180,
    category: 'Reserve',
    image: 'bourbon-barrel-aged',
    // Coffee facts (issue 28). Medium-dark, so every roast level but one has a coffee to filter by.
    roastLevel: 4,
    originCountry: 'Brazil',
    originRegion: null,
    originFarm: null,
    process: 'Barrel-rested',
    variety: null,
    altitudeM: null,
    tastingNotes: ['vanilla', 'toasted oak', 'dark cherry'],
  },
  {
    name: 'Midnight Espresso',
    description:
      'A dense, syrupy espresso blend built for milk drinks: dark chocolate, molasses and a whisper of smoke. Pulls beautifully from 18 to 20 grams.',
    priceCents: 1750,
    costCents: 700,
    category: 'Espresso',
    image: 'midnight-espresso',
    // Coffee facts (issue 28).
    roastLevel: 5,
    originCountry: null,
    originRegion: null,
    originFarm: null,
    process: null,
    variety: null,
    altitudeM: null,
    tastingNotes: ['dark chocolate', 'molasses', 'smoke'],
  },
  {
    name: 'Swiss Water Decaf Peru',
    description:
      'Organic Peruvian beans decaffeinated with nothing but water. All the comfort of a medium roast, with brown sugar, walnut and soft red apple.',
    priceCents: 1700,
    costCents: 780,
    category: 'Decaf',
    image: 'swiss-water-decaf-peru',
    // Coffee facts (issue 28).
    roastLevel: 3,
    originCountry: 'Peru',
    originRegion: null,
    originFarm: null,
    process: 'Swiss Water decaf',
    variety: null,
    altitudeM: null,
    tastingNotes: ['brown sugar', 'walnut', 'red apple'],
  },
] as const;

export const demoCaptain = {
  email: 'lauren.mitchell@example.com',
  firstName: 'Lauren',
  lastName: 'Mitchell',
  displayName: 'Coach Lauren',
  phone: '(502) 555-0142',
};

export const demoCampaign = {
  name: 'Oldham County Youth Soccer Fall Drive',
  slug: 'oldham-soccer-fall-drive',
  description:
    'Our U12 girls travel team is raising money for tournament fees, new goals and a spring trip to the regional cup. Every bag of coffee keeps a player on the field.',
  goalAmountCents: 250_000,
  startedDaysAgo: 12,
  runsForDays: 30,
};

export const demoFundraisers = [
  {
    email: 'ava.thompson@example.com',
    firstName: 'Ava',
    lastName: 'Thompson',
    displayName: 'Ava Thompson',
    page: {
      slug: 'ava-thompson',
      goalAmountCents: 50_000,
      description: 'Midfielder, number 8, and the loudest voice on the bench.',
      customMessage: 'Thank you for helping our team get to the regional cup! Every bag counts.',
    },
  },
  {
    email: 'liam.carter@example.com',
    firstName: 'Liam',
    lastName: 'Carter',
    displayName: 'Liam Carter',
    page: {
      slug: 'liam-carter',
      goalAmountCents: 40_000,
      description: 'Team goalkeeper raising money for new nets and practice gear.',
      customMessage: 'My mom says this is the best coffee in Kentucky. She is right.',
    },
  },
  {
    email: 'sofia.nguyen@example.com',
    firstName: 'Sofia',
    lastName: 'Nguyen',
    displayName: 'Sofia Nguyen',
    page: {
      slug: 'sofia-nguyen',
      goalAmountCents: 60_000,
      description: 'Striker and team captain, saving up for our tournament weekend.',
      customMessage: 'Grab a bag for yourself and one for a friend. Thank you for supporting us!',
    },
  },
] as const;

/** Demo orders: who sold it (index into demoFundraisers, or null for a regular shop order) and what. */
export const demoOrders = [
  {
    fundraiser: 0,
    customer: ['Grace', 'Whitfield', 'grace.whitfield@example.com'],
    items: [
      [0, 2],
      [4, 1],
    ],
    daysAgo: 10,
  },
  {
    fundraiser: 0,
    customer: ['Marcus', 'Bell', 'marcus.bell@example.com'],
    items: [
      [5, 1],
      [6, 2],
    ],
    daysAgo: 8,
  },
  { fundraiser: 0, customer: ['Hannah', 'Ortiz', 'hannah.ortiz@example.com'], items: [[4, 3]], daysAgo: 3 },
  { fundraiser: 1, customer: ['Peter', 'Lindqvist', 'peter.lindqvist@example.com'], items: [[2, 2]], daysAgo: 9 },
  {
    fundraiser: 1,
    customer: ['Janelle', 'Brooks', 'janelle.brooks@example.com'],
    items: [
      [7, 1],
      [4, 1],
    ],
    daysAgo: 2,
  },
  {
    fundraiser: 2,
    customer: ['Tom', 'Alvarez', 'tom.alvarez@example.com'],
    items: [
      [0, 1],
      [1, 1],
      [5, 2],
    ],
    daysAgo: 7,
  },
  { fundraiser: 2, customer: ['Priya', 'Raman', 'priya.raman@example.com'], items: [[6, 4]], daysAgo: 5 },
  {
    fundraiser: 2,
    customer: ['Chris', 'Doyle', 'chris.doyle@example.com'],
    items: [
      [1, 2],
      [2, 1],
    ],
    daysAgo: 1,
  },
  {
    fundraiser: null,
    customer: ['Ellen', 'Park', 'ellen.park@example.com'],
    items: [
      [3, 1],
      [0, 1],
    ],
    daysAgo: 6,
  },
  { fundraiser: null, customer: ['Sam', 'Hughes', 'sam.hughes@example.com'], items: [[4, 2]], daysAgo: 4 },
] as const;

/** Products sold through the demo campaign (indexes into demoProducts). */
export const demoCampaignProducts = [0, 1, 2, 4, 5, 6, 7] as const;

/**
 * The payment ledger of the demo orders (by index in demoOrders): `full` is the order's total. Orders older than five
 * days are paid in full, by several methods, most collected by their fundraiser; one newer order has a partial
 * payment and stays pending; the rest are unpaid. Every entry is recorded by the captain.
 */
export const demoPayments: ReadonlyArray<{
  order: number;
  amount: 'full' | number;
  method: 'cash' | 'check' | 'venmo' | 'zelle' | 'paypal' | 'card_reader' | 'other';
  reference?: string;
  collectedByFundraiser: boolean;
  daysAgo: number;
}> = [
  { order: 0, amount: 'full', method: 'cash', collectedByFundraiser: true, daysAgo: 9 },
  { order: 1, amount: 'full', method: 'venmo', reference: 'Venmo 4417-2208', collectedByFundraiser: true, daysAgo: 7 },
  { order: 3, amount: 'full', method: 'check', reference: 'Check #1042', collectedByFundraiser: true, daysAgo: 8 },
  { order: 5, amount: 'full', method: 'zelle', collectedByFundraiser: false, daysAgo: 6 },
  {
    order: 8,
    amount: 'full',
    method: 'card_reader',
    reference: 'Square 8FJ2',
    collectedByFundraiser: false,
    daysAgo: 6,
  },
  { order: 6, amount: 1000, method: 'cash', collectedByFundraiser: true, daysAgo: 4 },
];

/**
 * The demo campaign's plan (issue 25): orders close three weeks from the seed at 8 PM shop time; cash, check or Venmo;
 * two meetups the weekend after (the gym with a capacity) and a local delivery window. Days are counted from the
 * seed, times are on the shop's clock.
 */
export const demoPlan = {
  deadline: { daysAhead: 21, time: '20:00' },
  paymentInstructions: {
    methods: ['cash', 'check', 'venmo'] as ('cash' | 'check' | 'venmo')[],
    handle: '@oldham-soccer',
    payableTo: 'Oldham County Youth Soccer',
    note: 'Pay your fundraiser or bring cash or a check to the pickup.',
  },
  pickupOptions: [
    {
      kind: 'meetup' as const,
      name: 'Oldham County Middle School gym',
      address: '4000 W Hwy 146, Buckner, KY',
      day: 24,
      from: '10:00',
      to: '13:00',
      capacity: 40,
    },
    {
      kind: 'meetup' as const,
      name: 'Crestwood Community Park shelter',
      address: '6400 Crestwood Station, Crestwood, KY',
      day: 25,
      from: '16:00',
      to: '19:00',
      capacity: null,
    },
    {
      kind: 'delivery' as const,
      name: 'Home delivery in La Grange and Crestwood',
      address: 'Doorstep drop-off by a team parent, evenings',
      day: 24,
      toDay: 27,
      from: '17:00',
      to: '20:00',
      capacity: null,
    },
  ],
};

/** The shop's own pickup options (orders with no campaign): the roastery counter, five and twelve days after the seed. */
export const demoShopPickupOptions = [
  {
    kind: 'meetup' as const,
    name: 'Steam & Grind roastery counter',
    address: '120 Main St, La Grange, KY',
    day: 5,
    from: '09:00',
    to: '12:00',
  },
  {
    kind: 'meetup' as const,
    name: 'Steam & Grind roastery counter',
    address: '120 Main St, La Grange, KY',
    day: 12,
    from: '09:00',
    to: '12:00',
  },
];
