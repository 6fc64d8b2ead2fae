import 'server-only';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

/**
 * True while Next renders a page or runs a route handler, where its cache (`unstable_cache`, `revalidateTag`) is
 * available. Outside (Vitest calling handlers directly, scripts) the public reads go straight to the database and
 * there is no cache to invalidate.
 */
export function insideNextWork(): boolean {
  return workAsyncStorage.getStore()?.incrementalCache !== undefined;
}

/** `next build` prerenders pages in its workers: nothing may open the database there (see public-reads.ts). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
