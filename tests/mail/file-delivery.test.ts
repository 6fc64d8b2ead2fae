import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetEmail, sendMail } from '@/server/mail';
import { setEnv } from './env';

describe('sendMail without SMTP_URL', () => {
  let dataDir: string;
  let restoreEnv: () => void;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sg-mail-'));
    restoreEnv = setEnv({ SMTP_URL: undefined, DATA_DIR: dataDir, MAIL_FROM: undefined });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    restoreEnv();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a parseable .eml under DATA_DIR/mail and logs one line with its path', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const token = randomBytes(32).toString('hex');
    const resetUrl = `http://localhost:3000/reset-password?token=${token}&email=maya.brooks%40example.com`;

    const result = await sendMail({
      to: 'maya@example.com',
      ...passwordResetEmail({ displayName: 'Maya', resetUrl, expiresInMinutes: 60 }),
    });

    expect(result.delivery).toBe('file');
    const mailDir = path.join(dataDir, 'mail');
    expect(result.file && path.dirname(result.file)).toBe(mailDir);
    expect(await readdir(mailDir)).toContain(path.basename(result.file!));
    expect(path.basename(result.file!)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);

    const parsed = await simpleParser(await readFile(result.file!));
    expect(parsed.subject).toBe('Reset your Steam & Grind password');
    expect(parsed.from?.text).toContain('hello@steamandgrind.coffee');
    expect(parsed.messageId).toBe(result.messageId);
    expect(parsed.text?.match(/https?:\/\/\S+/g)).toEqual([resetUrl]);
    expect(parsed.html || '').toContain('Steam &amp; Grind');

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual([
      `[mail] "Reset your Steam & Grind password" to maya@example.com written to ${result.file}`,
    ]);
  });

  it('keeps every message in its own file, readable only by the owner', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const mail = { subject: 'Same second', text: 'x', html: '<p>x</p>' };
    const [first, second] = await Promise.all([
      sendMail({ to: 'a@example.com', ...mail }),
      sendMail({ to: 'b@example.com', ...mail }),
    ]);

    expect(first.file).not.toBe(second.file);
    for (const { file } of [first, second]) {
      const info = await stat(file!);
      expect(info.isFile()).toBe(true);
      if (process.platform !== 'win32') expect(info.mode & 0o077).toBe(0);
    }
  });
});
