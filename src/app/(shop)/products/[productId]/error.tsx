'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function ProductError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load Product"
      message="We could not load this coffee right now. Please try again in a moment."
      backHref="/products"
      backLabel="Browse all coffees"
    />
  );
}
