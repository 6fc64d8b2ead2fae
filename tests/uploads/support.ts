import { asAccount } from '@/server/db/types';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { resetEnvForTests } from '@/env';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db';
import { users, type UserRole } from '@/server/db/schema';

/** A fresh DATA_DIR for this test file (the pglite, postgres and neon projects run files in parallel). */
export function useFreshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-uploads-'));
  process.env.DATA_DIR = dir;
  resetEnvForTests();
  return dir;
}

/** Every file (not folder) under a directory, relative to it; [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A user of the given role and the `cookie` header of a real session for them. */
export async function signedIn(role: UserRole) {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      email: `uploader-${randomBytes(5).toString('hex')}@example.com`,
      role,
      firstName: 'Up',
      lastName: 'Loader',
      displayName: 'Up Loader',
    })
    .returning();
  const response = await setSessionCookie(new Response(null), asAccount(user!));
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { user: user!, headers: { cookie } };
}

/** Real, decodable images of each allowed type. */
export async function sampleImage(
  type: 'image/png' | 'image/jpeg' | 'image/webp',
  width = 64,
  height = 36,
): Promise<Uint8Array<ArrayBuffer>> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 140, g: 69, b: 25 } } });
  const encoded =
    type === 'image/png' ? base.png() : type === 'image/jpeg' ? base.jpeg({ quality: 90 }) : base.webp({ quality: 90 });
  return new Uint8Array(await encoded.toBuffer());
}

/** A PUT to an upload URL the way a browser sends it: the raw file with its content type. */
export function putRequest(
  uploadUrl: string,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string> = {},
): NextRequest {
  const init: ConstructorParameters<typeof NextRequest>[1] & { duplex?: 'half' } = { method: 'PUT', headers };
  if (body) {
    init.body = body as BodyInit;
    if (body instanceof ReadableStream) init.duplex = 'half';
  }
  return new NextRequest(new URL(uploadUrl, 'http://localhost:3000'), init);
}

/** A body delivered in chunks, like a network upload. */
export function chunked(bytes: Uint8Array, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

export async function readJson(response: Response) {
  const text = await response.text();
  return text ? (JSON.parse(text) as { error?: string; publicUrl?: string }) : undefined;
}
