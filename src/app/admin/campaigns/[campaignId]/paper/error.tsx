'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function AdminPaperError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Open Paper Orders"
      message="We could not load this campaign's sellers and coffees right now. Please try again in a moment."
      backHref="/admin?tab=campaigns"
      backLabel="Back to Campaigns"
    />
  );
}
