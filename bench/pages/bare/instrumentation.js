// Deliberately empty. Without a file of its own here, Turbopack (Next 16.4, turbopack.root at the repository root)
// picks up the shop's src/instrumentation.ts for this app too, and `next start` of the bare app then migrates and
// seeds a PGlite database in ./.data: the bare app would neither be bare nor harmless.
export function register() {}
