import 'server-only';
import { getEnv } from '@/env';
import type { Limit } from './rate-limit';

/*
 * Every throttle of the shop in one place (docs/decisions/throttles.md explains them). Per-address limits are set for
 * a school's shared network, where a whole class or a meetup shares one public address; per-account and per-e-mail
 * limits are the tight ones. The client address comes from src/server/http/client-ip.ts (TRUST_PROXY).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Password checks: sign-in and invite accept share one budget per e-mail and per address. */
export const signInLimits = (email: string, ip: string): Limit[] => [
  { bucket: 'login-email', key: email, max: 5, windowMs: 15 * MINUTE },
  { bucket: 'login-ip', key: ip, max: 50, windowMs: 15 * MINUTE },
];

export const resetLimits = (email: string, ip: string): Limit[] => [
  { bucket: 'reset-email', key: email, max: 5, windowMs: HOUR },
  { bucket: 'reset-ip', key: ip, max: 100, windowMs: HOUR },
];

/**
 * Each account costs a password hash (CPU) and a row: a class registering together fits, a script does not.
 * REGISTRATIONS_PER_HOUR_PER_ADDRESS changes the per-address one (the page tests register from one address).
 */
export const registrationLimits = (email: string, ip: string): Limit[] => [
  { bucket: 'register-email', key: email, max: 5, windowMs: HOUR },
  { bucket: 'register-ip', key: ip, max: getEnv().REGISTRATIONS_PER_HOUR_PER_ADDRESS, windowMs: HOUR },
];

/** Contact messages per hour; CONTACT_MESSAGES_PER_HOUR_PER_ADDRESS changes the per-address one (the page tests). */
export const contactLimits = (email: string, ip: string): Limit[] => [
  { bucket: 'contact-email', key: email, max: 5, windowMs: HOUR },
  { bucket: 'contact-ip', key: ip, max: getEnv().CONTACT_MESSAGES_PER_HOUR_PER_ADDRESS, windowMs: HOUR },
];

/** Orders per hour; ORDERS_PER_HOUR_PER_ADDRESS / ORDERS_PER_HOUR_PER_EMAIL change them (the checkout benchmark). */
export const orderLimits = (email: string, ip: string): Limit[] => {
  const env = getEnv();
  return [
    { bucket: 'order-email', key: email, max: env.ORDERS_PER_HOUR_PER_EMAIL, windowMs: HOUR },
    { bucket: 'order-ip', key: ip, max: env.ORDERS_PER_HOUR_PER_ADDRESS, windowMs: HOUR },
  ];
};

/**
 * Orders repeated with a used Idempotency-Key (a retry, a double tap): they write nothing, so they are counted in
 * memory (services/memory-rate-limit.ts), per instance. A checkout retries a handful of times at most;
 * ORDER_REPLAYS_PER_10_MINUTES_PER_ADDRESS changes it (the outbox crash test replays 200 orders from one address).
 */
export const orderReplayLimit = (ip: string): Limit => ({
  bucket: 'order-replay-ip',
  key: ip,
  max: getEnv().ORDER_REPLAYS_PER_10_MINUTES_PER_ADDRESS,
  windowMs: 10 * MINUTE,
});

/** Upload links: each allows one file of at most 5 MB. */
export const imageSigningLimits = (userId: number, ip: string): Limit[] => [
  { bucket: 'image-sign-user', key: String(userId), max: 60, windowMs: HOUR },
  { bucket: 'image-sign-ip', key: ip, max: 200, windowMs: HOUR },
];

/**
 * With local storage the files fill this server's disk: at most 50 uploads (250 MB) per user a day, 500 for
 * admins, who upload the catalogue's images.
 */
export const localUploadQuota = (userId: number, isAdmin: boolean): Limit => ({
  bucket: 'upload-quota-user',
  key: String(userId),
  max: isAdmin ? 500 : 50,
  windowMs: DAY,
});

/**
 * Mail a captain's action sends in the shop's name (invitation, resend, reminder, share-kit nudge): at most 3 per
 * recipient address a day whoever sends them (admins too: the address never asked for any of it), and a daily budget
 * per sender, higher for admins, who invite for every campaign.
 */
export const CAPTAIN_MAILS_PER_RECIPIENT_PER_DAY = 3;
export const CAPTAIN_MAILS_PER_SENDER_PER_DAY = 200;
export const ADMIN_MAILS_PER_SENDER_PER_DAY = 1000;

export const captainMailRecipientLimit = (email: string): Limit => ({
  bucket: 'captain-mail-recipient',
  key: email,
  max: CAPTAIN_MAILS_PER_RECIPIENT_PER_DAY,
  windowMs: DAY,
});

export const captainMailSenderLimit = (userId: number, isAdmin: boolean): Limit => ({
  bucket: 'captain-mail-sender',
  key: String(userId),
  max: isAdmin ? ADMIN_MAILS_PER_SENDER_PER_DAY : CAPTAIN_MAILS_PER_SENDER_PER_DAY,
  windowMs: DAY,
});

/**
 * Year-end statement requests (issue 29): each may send a mail to an address the requester only claims, so per
 * e-mail it is tight (a few a day); per address it fits a household asking for several years.
 */
export const statementLimits = (email: string, ip: string): Limit[] => [
  { bucket: 'statement-email', key: email, max: 3, windowMs: DAY },
  { bucket: 'statement-ip', key: ip, max: 20, windowMs: HOUR },
];
