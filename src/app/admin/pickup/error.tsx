'use client';

import { SegmentError } from '@/components/layout/segment-error';

export default function ShopPickupError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load the Pickup Options"
      message="We could not load the shop's pickup options right now. Please try again in a moment."
      backHref="/admin"
      backLabel="Back to Admin"
    />
  );
}
