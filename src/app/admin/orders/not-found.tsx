import { NotFoundMessage } from '@/components/layout/not-found-message';

export default function OrderNotFound() {
  return (
    <NotFoundMessage
      title="Order Not Found"
      message="There is no order with this number. Check the number and try again."
      backHref="/admin?tab=orders"
      backLabel="Back to Orders"
    />
  );
}
