'use client';

import { SegmentError } from '@/components/layout/segment-error';
import { ORDERS_TAB_PATH } from '@/components/admin/orders/detail/order-detail-view';

export default function OrderError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <SegmentError
      {...props}
      title="Could Not Load Order"
      message="We could not load this order right now. Please try again in a moment."
      backHref={ORDERS_TAB_PATH}
      backLabel="Back to Orders"
    />
  );
}
