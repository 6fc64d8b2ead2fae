'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function FundraiserError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load Fundraiser Page"
      message={props.error.message || 'Failed to fetch fundraiser details'}
    />
  );
}
