import { Badge } from '@/components/ui/badge';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import { PAYMENT_STATE_LABELS } from '@/lib/labels/order-status';
import type { PaymentState } from '@/lib/payment-ledger';

const VARIANTS: Record<PaymentState, 'success' | 'warning' | 'secondary' | 'outline'> = {
  paid: 'success',
  part_paid: 'warning',
  pending: 'outline',
  failed: 'secondary',
  refunded: 'secondary',
};

/** An order's payment state in the words of the sheet and the order page (Unpaid, Part paid, Paid…). */
export function PaymentStateBadge({ order }: { order: Pick<AdminOrder, 'paymentState'> }) {
  return (
    <Badge variant={VARIANTS[order.paymentState]} className="whitespace-nowrap">
      {PAYMENT_STATE_LABELS[order.paymentState]}
    </Badge>
  );
}
