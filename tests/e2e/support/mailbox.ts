import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The e2e server has no SMTP_URL, so every e-mail lands as an .eml file in its DATA_DIR (see playwright.config.ts). */
const MAIL_DIR = path.resolve(import.meta.dirname, '../../../.data/e2e/mail');

export async function waitForMail(to: string, timeoutMs = 10_000) {
  return waitForMailMatching(to, () => true, timeoutMs);
}

/** The newest mail to `to` that `matches` (several specs mail the same inbox). */
export async function waitForMailMatching(
  to: string,
  matches: (mail: { subject: string; text: string }) => boolean,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const parsed = await simpleParser(await readFile(path.join(MAIL_DIR, file)));
      const recipients = [parsed.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((a) => a.address?.toLowerCase());
      const mail = { subject: parsed.subject ?? '', text: parsed.text ?? '' };
      if (recipients.includes(to.toLowerCase()) && matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching mail to ${to} within ${timeoutMs} ms`);
}
