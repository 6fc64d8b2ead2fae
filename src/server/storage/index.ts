import 'server-only';
import { getEnv } from '@/env';
import { localImageStorage } from './local';
import type { ImageStorage } from './types';
import { createUploadThingStorage } from './uploadthing';

export type { ImageStorage, SignUploadInput } from './types';

let cached: { token: string; storage: ImageStorage } | undefined;

/** The image storage chosen by STORAGE: local disk (default) or UploadThing. */
export function getImageStorage(): ImageStorage {
  const env = getEnv();
  if (env.STORAGE !== 'uploadthing') return localImageStorage;
  // env.ts refuses STORAGE=uploadthing without a token.
  const token = env.UPLOADTHING_TOKEN!;
  if (cached?.token !== token) cached = { token, storage: createUploadThingStorage(token) };
  return cached.storage;
}
