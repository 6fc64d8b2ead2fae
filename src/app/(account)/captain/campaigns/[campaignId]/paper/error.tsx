'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function CaptainPaperError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Open Paper Orders"
      message="We could not load this campaign's sellers and coffees right now. Please try again in a moment."
      backHref="/captain/team-management"
      backLabel="Back to Team Management"
    />
  );
}
