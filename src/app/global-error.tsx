'use client';

import './globals.css';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';

/** Replaces the root layout when the layout itself fails. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-US">
      <body>
        <title>Something went wrong · Steam & Grind</title>
        <main>
          <ErrorScreen error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
