/** Brand facts used across pages, metadata and e-mails. */
export const site = {
  name: 'Steam & Grind',
  tagline: 'Small-batch specialty coffee, roasted in Kentucky',
  description:
    'Steam & Grind is a small-batch specialty coffee roaster near Louisville, Kentucky. Shop fresh-roasted single origins and blends, or raise money for your team with a coffee fundraiser.',
  email: 'hello@steamandgrind.coffee',
  phone: '(502) 555-0187',
  phoneHref: 'tel:+15025550187',
  location: 'Prospect, Kentucky (just outside Louisville)',
  hours: [
    { days: 'Monday – Friday', time: '9:00 AM – 5:00 PM' },
    { days: 'Saturday', time: '10:00 AM – 3:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  nav: [
    { href: '/', label: 'Home' },
    { href: '/about', label: 'About' },
    { href: '/products', label: 'Shop Coffee' },
    { href: '/contact', label: 'Contact' },
  ],
} as const;
