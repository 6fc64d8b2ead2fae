import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
// The file path, not the folder: nodemailer is loaded by Node at run time (serverExternalPackages in next.config.mjs).
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { getEnv } from '@/env';
import { oneLine } from './layout';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where "Reply" goes, e.g. the customer or the contact-form sender. */
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe (fundraising e-mails). */
  headers?: Record<string, string>;
  /** The RFC 5322 Message-ID, `<…@…>` (the outbox's own, so a resend is recognised as the same message). */
  messageId?: string;
};

export type SentMail = {
  delivery: 'smtp' | 'file';
  messageId: string;
  /** Absolute path of the written .eml (file delivery only). */
  file?: string;
};

/** Give up on an unreachable or stalled server instead of holding a request open; the URL's query can override. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

let smtp: { url: string; transport: Transporter<SMTPTransport.SentMessageInfo> } | undefined;
let composer: Transporter<StreamTransport.SentMessageInfo> | undefined;

/** One transport per SMTP_URL, created on first use and rebuilt when the configured URL changes. */
function smtpTransport(url: string) {
  if (smtp?.url !== url) {
    smtp?.transport.close();
    // createTransport(url) alone would drop any other option, so the URL goes through SMTPTransport's own `url`
    // option: its host, port, secure flag, credentials and query parameters are merged over the timeouts.
    smtp = { url, transport: nodemailer.createTransport(new SMTPTransport({ url, ...SMTP_TIMEOUTS })) };
  }
  return smtp.transport;
}

/** Builds the RFC 822 message without sending it, for the local .eml files. */
function messageComposer() {
  composer ??= nodemailer.createTransport({ streamTransport: true, buffer: true });
  return composer;
}

function mailFileName(now = new Date()) {
  // ISO timestamp without colons (not allowed in Windows file names); sorts by time; random part keeps names unique.
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Sends one message. With SMTP_URL it goes to that server; without it, it is written to DATA_DIR/mail/*.eml and one
 * console line says where, so a local user can still open a password-reset link. Errors reach the caller, which
 * decides whether a failed e-mail fails the request. Message bodies are never logged: they carry tokens.
 */
export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const env = getEnv();
  const message = toMessage(mail);

  if (env.SMTP_URL) {
    const info = await smtpTransport(env.SMTP_URL).sendMail(message);
    return { delivery: 'smtp', messageId: info.messageId };
  }

  const info = await messageComposer().sendMail(message);
  if (!Buffer.isBuffer(info.message)) throw new Error('Mail composer did not return a buffered message');
  const directory = path.resolve(env.DATA_DIR, 'mail');
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, mailFileName());
  // 0600: the file may hold a password-reset link.
  await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
  console.log(`[mail] "${message.subject}" to ${mail.to} written to ${file}`);
  return { delivery: 'file', messageId: info.messageId, file };
}

function toMessage({ to, subject, text, html, replyTo, headers, messageId }: OutgoingMail): SendMailOptions {
  return {
    from: getEnv().MAIL_FROM,
    to,
    subject: oneLine(subject),
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(headers ? { headers } : {}),
    ...(messageId ? { messageId } : {}),
  };
}

/** How long the start waits for the SMTP server's greeting before it goes on without (the check goes on alone). */
const START_CHECK_MS = 3000;

/**
 * Start-up warm-up of the mail path, sending nothing: builds each message as it would go out (nodemailer's MIME code
 * runs once before the first order's e-mails) and, with SMTP_URL, opens one session with the server (greeting, EHLO,
 * QUIT), so a wrong SMTP_URL shows in the log at start. Never throws: mail trouble never stops the shop.
 */
export async function warmUpMail(messages: OutgoingMail[]): Promise<'smtp' | 'smtp-unreachable' | 'file'> {
  for (const mail of messages) await messageComposer().sendMail(toMessage(mail));
  const url = getEnv().SMTP_URL;
  if (!url) return 'file';
  const check = smtpTransport(url)
    .verify()
    .then(() => 'smtp' as const);
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${START_CHECK_MS} ms`)), START_CHECK_MS).unref(),
  );
  try {
    return await Promise.race([check, late]);
  } catch (error) {
    // Host and port only: the URL may carry credentials.
    const { host } = new URL(url);
    console.warn(
      `[mail] the SMTP server ${host} did not answer at start (${(error as Error).message}); each e-mail tries again`,
    );
    check.catch(() => {});
    return 'smtp-unreachable';
  }
}
