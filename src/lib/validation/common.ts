import { z } from 'zod';
import { parseDateBound, startOfZonedDay } from '@/lib/dates';

/** Largest id a Postgres `integer` column holds: bigger numbers are refused as bad input, never a database error. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id in a JSON body, with one message for every way it can be wrong. */
export const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A positive integer id given as text (a query parameter or a route segment). */
export const positiveIdParam = (message: string) =>
  text({ error: message })
    .trim()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(MAX_ID, message));

/*
 * Text fields. Every string a client sends goes through one of these, so one rule refuses control characters
 * (PostgreSQL cannot store NUL at all; the others have no business in a name, a slug or a search): a 400 that
 * names the field (see validationMessage in src/server/http/route.ts), never a database error.
 * An ESLint rule keeps bare `z.string()` out of src/lib/validation.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters.';

// C0 and C1 control characters and DEL. Multi-line text keeps tab, line feed and carriage return.
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text field: names, subjects, slugs, searches, tokens. */
export const text = (params?: StringParams) =>
  z.string(params).refine((value) => !SINGLE_LINE_CONTROLS.test(value), CONTROL_CHARACTERS_MESSAGE);

/** Text that may span lines: descriptions, messages. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine((value) => !MULTI_LINE_CONTROLS.test(value), CONTROL_CHARACTERS_MESSAGE);

/** A password: only ever hashed or compared, never stored or shown, so any character is allowed. */
export const secretText = (params?: StringParams) => z.string(params);

/*
 * Names one person types that another person reads (an invitee's name in the invitation's greeting, a captain's
 * display name in the mails to their team, names on pages and lists). A name is text, never a link: anything a mail
 * client or browser could turn into one is refused, so a name cannot carry "verify at evil.example" in the shop's
 * name. A domain-like token is a letter or digit, a dot and two letters ("evil.example", "Mary.Ann"); initials
 * ("J.R.", "Bob B.") and "St. John" pass.
 */
const LINK_LIKE_IN_NAMES = [
  // A scheme: https://, ftp://, or any other.
  /[a-z][a-z0-9+.-]*:\/\//i,
  // An e-mail address (or half of one).
  /[^\s@]@[^\s@]/,
  // A domain, also with the full stops some clients accept for a dot, and punycode.
  /[\p{L}\p{N}_-][.\u3002\uff0e\uff61](?:xn--|\p{L}{2})/u,
  // An IPv4 address.
  /\d{1,3}(?:\.\d{1,3}){3}/,
];

/** Whether a name is free of links, domains and e-mail addresses (also for names stored before the rule). */
export function isPlainPersonName(value: string): boolean {
  return !LINK_LIKE_IN_NAMES.some((pattern) => pattern.test(value));
}

export const personNameLinkMessage = (label: string) =>
  `${label} must not contain a web address, a domain or an e-mail address.`;

/** The longest person's name (full or display name) the shop keeps. */
export const PERSON_NAME_MAX = 100;

/**
 * A required person's name shown to someone else: trimmed, 1 to 100 characters, no link (see above). `label` names
 * the field in the link message; the other messages are the field's own (the spec's).
 */
export const personName = ({ label, required, tooLong }: { label: string; required: string; tooLong: string }) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(PERSON_NAME_MAX, tooLong)
    .refine(isPlainPersonName, personNameLinkMessage(label));

/** An optional person's name: empty becomes undefined, otherwise the same rules. */
export const optionalPersonName = ({ label, tooLong }: { label: string; tooLong: string }) =>
  text()
    .trim()
    .max(PERSON_NAME_MAX, tooLong)
    .refine(isPlainPersonName, personNameLinkMessage(label))
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/** An e-mail address (trimmed, lower-cased), one message for every way it can be wrong. */
export const emailAddress = (message: string) =>
  text({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));

/** Public page addresses (campaign and fundraiser slugs): lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** A slug from a route segment: the slug itself, or null when it cannot be one (the page answers 404 then). */
export function parseSlugParam(value: string, maxLength = 100): string | null {
  let slug = value;
  try {
    slug = decodeURIComponent(value);
  } catch {
    return null;
  }
  return slug.length <= maxLength && SLUG_PATTERN.test(slug) ? slug : null;
}

/** An optional phone number: digits and the usual punctuation; empty becomes null. */
export const optionalPhoneSchema = text()
  .trim()
  .max(30, 'Phone must be at most 30 characters.')
  .regex(/^[0-9+().\s-]*$/, 'Please enter a valid phone number.')
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

export const INVALID_START_DATE = 'Invalid start date.';
export const INVALID_END_DATE = 'Invalid end date.';

/** The first and last day a date parameter may name (a year like 9999 would overflow the queries' timestamps). */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';
export const START_DATE_OUT_OF_RANGE = `Start date must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
export const END_DATE_OUT_OF_RANGE = `End date must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
const earliest = startOfZonedDay(2000, 1, 1);
const afterLatest = startOfZonedDay(2101, 1, 1);

/** True when the instant falls on a shop calendar day from EARLIEST_DATE to LATEST_DATE: the one rule for dates. */
export function isWithinDateYears(date: Date): boolean {
  return date.getTime() >= earliest.getTime() && date.getTime() < afterLatest.getTime();
}

/** An optional date filter: a calendar day in the shop's time zone or an ISO instant (src/lib/dates.ts). */
const optionalDateBound = (message: string, outOfRange: string) =>
  text()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const bound = parseDateBound(value);
      if (!bound) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      if (!isWithinDateYears(bound.date)) {
        ctx.addIssue({ code: 'custom', message: outOfRange, input: value });
        return z.NEVER;
      }
      return bound;
    });

/** `startDate` and `endDate` query parameters, as every date filter reads them; pipe through toDateRange. */
export const dateRangeQueryFields = {
  startDate: optionalDateBound(INVALID_START_DATE, START_DATE_OUT_OF_RANGE),
  endDate: optionalDateBound(INVALID_END_DATE, END_DATE_OUT_OF_RANGE),
};
