import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatPrice } from '@/lib/format';
import type { AdminOrderDetail } from '@/lib/contracts/admin-order-detail';
import { optionLabel } from '@/lib/coffee/options';

/** The order's lines as they were sold (name and unit price kept even if the coffee was deleted since), and the total. */
export function OrderItemsTable({ order }: { order: AdminOrderDetail }) {
  const bags = `${order.itemCount} ${order.itemCount === 1 ? 'bag' : 'bags'}`;
  return (
    <Table scrollLabel="Order items">
      <caption className="sr-only">Items in order {order.orderNumber}</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Coffee</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Unit price</TableHead>
          <TableHead className="text-right">Line total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {order.items.map((item) => (
          <TableRow key={item.id}>
            <th scope="row" className="px-3 py-3 text-left align-middle font-medium">
              {item.productName}
              <span className="block text-xs font-normal text-muted-foreground">{optionLabel(item)}</span>
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {formatPrice(item.unitPrice)} each
              </span>
              {item.productId === null ? (
                <span className="block text-xs font-normal text-muted-foreground">No longer in the catalogue</span>
              ) : null}
            </th>
            <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatPrice(item.unitPrice)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatPrice(item.lineTotal)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot>
        <tr className="border-t font-semibold">
          {/* The unit price column is hidden on narrow screens: the label spans what is shown. */}
          <th scope="row" colSpan={2} className="px-3 py-3 text-left sm:hidden">
            Total <span className="font-normal text-muted-foreground">({bags})</span>
          </th>
          <th scope="row" colSpan={3} className="hidden px-3 py-3 text-left sm:table-cell">
            Total <span className="font-normal text-muted-foreground">({bags})</span>
          </th>
          <td className="px-3 py-3 text-right tabular-nums">{formatPrice(order.totalAmount)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
