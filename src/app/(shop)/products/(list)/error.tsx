'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function ProductsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError {...props} title="Shop Coffee" message="Could not load products. Please try refreshing the page." />
  );
}
