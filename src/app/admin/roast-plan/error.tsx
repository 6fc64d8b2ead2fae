'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function RoastPlanError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load the Roast Plan"
      message="We could not load the roast plan right now. Please try again in a moment."
      backHref="/admin"
      backLabel="Back to Admin"
    />
  );
}
