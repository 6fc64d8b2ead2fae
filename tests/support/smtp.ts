import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { resetEnvForTests } from '@/env';

/** One message as the loopback server received it, parsed by mailparser (quoted-printable and base64 decoded). */
export type ReceivedMail = {
  /** SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string | null; to: string[] };
  /** The From header as "Name <address>" (or just the address). */
  from: string | null;
  /** Addresses in the To header. */
  to: string[];
  /** Addresses in the Reply-To header. */
  replyTo: string[];
  subject: string | null;
  text: string | null;
  html: string | null;
  /** The message exactly as it came over the wire. */
  raw: string;
};

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that matches; rejects after timeoutMs. */
  waitForMessage(predicate?: (message: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Keeps every message from being accepted (the sender waits, as on a slow mail server) until release is called. */
  hold(): () => void;
  close(): Promise<void>;
};

function addresses(value: AddressObject | AddressObject[] | undefined): Array<{ name: string; address: string }> {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => entry.value).map((entry) => ({ name: entry.name, address: entry.address ?? '' }));
}

/**
 * A real SMTP server on loopback (a fresh port per call, so parallel test files never meet) that keeps every
 * message it receives. Plain SMTP only: no STARTTLS, no authentication.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(message: ReceivedMail) => void>();
  let held: Promise<void> = Promise.resolve();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        held
          .then(() => simpleParser(raw))
          .then(
            (parsed) => {
              const from = addresses(parsed.from)[0];
              const message: ReceivedMail = {
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                },
                from: from ? (from.name ? `${from.name} <${from.address}>` : from.address) : null,
                to: addresses(parsed.to).map((entry) => entry.address),
                replyTo: addresses(parsed.replyTo).map((entry) => entry.address),
                subject: parsed.subject ?? null,
                text: parsed.text ?? null,
                html: parsed.html === false ? null : parsed.html,
                raw: raw.toString('utf8'),
              };
              messages.push(message);
              for (const waiter of [...waiters]) waiter(message);
              callback();
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
      });
    },
  });
  server.on('error', (error) => console.error('[test smtp]', error));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (message: ReceivedMail) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((message) => JSON.stringify(message.subject)).join(', ') || 'none';
          reject(new Error(`No matching message within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a test file whose code sends mail: starts a loopback SMTP server before the tests, points SMTP_URL at it,
 * and restores everything afterwards. Read the server from the returned getter inside tests.
 */
export function setupTestSmtpServer(): () => TestSmtpServer {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
    process.env.SMTP_URL = server.url;
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The SMTP server starts in beforeAll; use it inside tests.');
    return server;
  };
}
