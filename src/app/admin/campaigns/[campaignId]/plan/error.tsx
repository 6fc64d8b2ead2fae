'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function AdminPlanError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load the Campaign Plan"
      message="We could not load this campaign's plan right now. Please try again in a moment."
      backHref="/admin?tab=campaigns"
      backLabel="Back to Campaigns"
    />
  );
}
