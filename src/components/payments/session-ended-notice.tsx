'use client';

import { usePathname } from 'next/navigation';

/**
 * Said inside a payment form when its save answered 401 (issue 26): the session ended while the entry was typed. The
 * form keeps every value; signing in happens in a new tab (same site, same cookie), so pressing save again here works.
 */
export function SessionEndedNotice() {
  const pathname = usePathname();
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p className="font-medium">Your session has ended. Nothing was saved, and your entry is kept here.</p>
      <p className="mt-1">
        <a
          href={`/login?next=${encodeURIComponent(pathname)}`}
          target="_blank"
          rel="noopener"
          className="font-semibold text-primary underline underline-offset-4"
        >
          Sign in again (opens a new tab)
        </a>
        , then come back and save again.
      </p>
    </div>
  );
}
