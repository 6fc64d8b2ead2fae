import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create, which PGlite ships as bundles that must be loaded when a database is opened:
 * pg_trgm (migration 0005) behind the admin searches' trigram indexes. Every PGlite that opens the app's database
 * passes these (the app here, scripts/seed-large.mjs and scripts/bench-checkout.mjs their own copy).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded database in `dir`, or in memory without one, with the extensions the migrations need. */
export function openPGlite(dir?: string): PGlite {
  return dir === undefined
    ? new PGlite({ extensions: PGLITE_EXTENSIONS })
    : new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
}
