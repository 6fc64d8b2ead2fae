'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function AdminError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Failed to load dashboard stats"
      message={props.error.message || 'An unknown error occurred.'}
    />
  );
}
