import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminOrderDetail } from '@/lib/contracts/admin-order-detail';
import { ORDER_SOURCE_LABELS } from '@/lib/labels/order-sources';
import { pickupOptionText } from '@/lib/plan/pickup-text';

/** Who ordered (contact details as given at checkout) and who the sale is credited to. */
export function OrderPeople({ order }: { order: AdminOrderDetail }) {
  const { customer, campaign, fundraiser } = order;
  return (
    <>
      <DetailsCard title="Customer">
        <Detail term="Name">
          {customer.firstName} {customer.lastName}
          {customer.userId === null ? (
            <span className="block text-xs text-muted-foreground">Guest checkout</span>
          ) : (
            <span className="block text-xs text-muted-foreground">Signed in (account #{customer.userId})</span>
          )}
        </Detail>
        <Detail term="E-mail">
          <a href={`mailto:${customer.email}`} className="break-all text-primary underline-offset-4 hover:underline">
            {customer.email}
          </a>
        </Detail>
        <Detail term="Phone">
          {customer.phone ? (
            <a href={`tel:${customer.phone}`} className="text-primary underline-offset-4 hover:underline">
              {customer.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">Not given</span>
          )}
        </Detail>
        <Detail term="Pickup">
          {order.pickup ? (
            pickupOptionText(order.pickup)
          ) : (
            <span className="text-muted-foreground">None chosen (no pickup options were offered)</span>
          )}
        </Detail>
        <Detail term="Buyer's order page">
          <a className="break-all text-primary underline underline-offset-2" href={order.orderPageUrl}>
            {order.orderPageUrl}
          </a>
        </Detail>
      </DetailsCard>
      <DetailsCard title="Attribution">
        <Detail term="Campaign">
          {campaign ? campaign.name : <span className="text-muted-foreground">None (a regular sale)</span>}
        </Detail>
        <Detail term="Fundraiser">
          {fundraiser ? fundraiser.name : <span className="text-muted-foreground">None</span>}
        </Detail>
        {campaign ? (
          <Detail term="Source">
            {order.source ? (
              ORDER_SOURCE_LABELS[order.source]
            ) : (
              <span className="text-muted-foreground">Not recorded</span>
            )}
          </Detail>
        ) : null}
      </DetailsCard>
    </>
  );
}

/** A card of terms and their details. */
function DetailsCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}
