'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function OrderError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <SegmentError {...props} title="Your order" message="Could not load your order. Please try again." />;
}
