'use client';

import dynamic from 'next/dynamic';

/** The picker's code loads after the page is interactive: visitors who only read the leaderboard never wait for it. */
export const LazySupporterPicker = dynamic(
  () => import('./supporter-picker').then((module) => module.SupporterPicker),
  {
    ssr: false,
    loading: () => (
      <div className="space-y-4" aria-busy="true">
        <p className="text-xl font-semibold">Who are you supporting?</p>
        <div className="h-40 animate-pulse rounded-xl bg-muted" />
      </div>
    ),
  },
);
