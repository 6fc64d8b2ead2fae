'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function CaptainMeetupError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Open Meetup Mode"
      message="We could not load this campaign's orders right now. Please try again in a moment."
      backHref="/captain/team-management"
      backLabel="Back to Team Management"
    />
  );
}
