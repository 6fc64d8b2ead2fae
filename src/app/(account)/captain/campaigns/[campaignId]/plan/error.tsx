'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function CaptainPlanError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load the Campaign Plan"
      message="We could not load this campaign's plan right now. Please try again in a moment."
      backHref="/captain/team-management"
      backLabel="Back to Team Management"
    />
  );
}
