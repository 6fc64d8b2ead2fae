/** The shop's time zone (America/New_York): dates and formatting read it from here (src/lib/dates.ts). */
export const SHOP_TIME_ZONE = 'America/New_York';
