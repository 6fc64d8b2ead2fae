'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function CampaignError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load Campaign Leaderboard"
      message={props.error.message || 'Failed to fetch campaign leaderboard'}
    />
  );
}
