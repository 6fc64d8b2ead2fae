import { SHOP_TIME_ZONE } from './shop-time-zone';
import { centsToDecimal, type Cents } from './money';

/** The one place amounts and dates are turned into text: USD, en-US, the shop's time zone. */
const DISPLAY_TIME_ZONE = SHOP_TIME_ZONE;

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: DISPLAY_TIME_ZONE,
});

/** 1250 → "$12.50". Goes through the exact decimal string, never float arithmetic. */
export function formatCents(cents: Cents): string {
  return currency.format(Number(centsToDecimal(cents)));
}

/** Whole-dollar display for goals: 50000 → "$500". */
export function formatCentsWhole(cents: Cents): string {
  return wholeCurrency.format(Math.round(cents / 100));
}

/** A "12.50" price string from the API → "$12.50". */
export function formatPrice(price: string): string {
  const value = Number(price);
  return Number.isFinite(value) ? currency.format(value) : currency.format(0);
}

export function formatDate(value: Date | string): string {
  return date.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}
