import 'server-only';
import { getEnv } from '@/env';
import { IMAGE_URL_NOT_ISSUED } from '@/lib/validation/images';
import { badRequest } from '@/server/errors';
import { isValidUploadKey, PUBLIC_PREFIX } from './local';
import { parseUploadThingToken, uploadThingKeyPrefix } from './uploadthing';

/*
 * The image URLs the shop issued, the only ones it stores or fetches: its own uploads (/uploads/<context>/<hex>.<ext>),
 * its public images (/images/...), and the files of its own UploadThing app (https://<appId>.ufs.sh/f/<key>, the key
 * starting with the app's prefix). The app comes from UPLOADTHING_TOKEN, never from the URL.
 */

const PUBLIC_IMAGE = /^\/images\/[a-z0-9/_-]+\.(?:webp|png|jpe?g)$/;
const UPLOADTHING_KEY = /^[A-Za-z0-9_-]{1,200}$/;

type UploadThingApp = { appId: string; keyPrefix: string };
let cachedApp: { token: string; app: UploadThingApp } | undefined;

/** The shop's UploadThing app, or null when no token is configured (then no remote image is the shop's). */
function uploadThingApp(): UploadThingApp | null {
  const token = getEnv().UPLOADTHING_TOKEN;
  if (!token) return null;
  if (cachedApp?.token !== token) {
    const { appId } = parseUploadThingToken(token);
    cachedApp = { token, app: { appId, keyPrefix: uploadThingKeyPrefix(appId) } };
  }
  return cachedApp.app;
}

/** The file key of a URL to one of the shop's own UploadThing files, or null for anything else. */
export function shopUploadThingKey(url: string): string | null {
  const app = uploadThingApp();
  if (!app) return null;
  const base = `https://${app.appId}.ufs.sh/f/`;
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return UPLOADTHING_KEY.test(key) && key.startsWith(app.keyPrefix) && key.length > app.keyPrefix.length ? key : null;
}

let uploadThingOriginForTests: string | null = null;

/**
 * Where the shop's UploadThing files are fetched from: the app's own host, computed from the configuration. Tests
 * point it at a local server; no request can.
 */
export function shopUploadThingOrigin(): string | null {
  if (uploadThingOriginForTests) return uploadThingOriginForTests;
  const app = uploadThingApp();
  return app ? `https://${app.appId}.ufs.sh` : null;
}

export function setUploadThingOriginForTests(origin: string | null) {
  uploadThingOriginForTests = origin;
}

/** The key of one of the shop's own uploads (/uploads/...), or null. */
export function localUploadKey(url: string): string | null {
  if (!url.startsWith(PUBLIC_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return isValidUploadKey(key) ? key : null;
}

export function isPublicImagePath(url: string): boolean {
  return PUBLIC_IMAGE.test(url) && !url.split('/').includes('..');
}

/** True for an image URL the shop issued; anything else is refused before it is stored. */
export function isIssuedImageUrl(url: string): boolean {
  return localUploadKey(url) !== null || isPublicImagePath(url) || shopUploadThingKey(url) !== null;
}

/** 400 unless a newly given image URL is one the shop issued (null clears the image, which is always fine). */
export function assertIssuedImageUrl(url: string | null | undefined) {
  if (url && !isIssuedImageUrl(url)) throw badRequest(IMAGE_URL_NOT_ISSUED);
}
