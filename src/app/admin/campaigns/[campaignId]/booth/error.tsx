'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function AdminBoothError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Open Booth Mode"
      message="We could not load this campaign's booth right now. Please try again in a moment."
      backHref="/admin?tab=campaigns"
      backLabel="Back to Campaigns"
    />
  );
}
