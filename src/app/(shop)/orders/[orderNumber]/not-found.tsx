import Link from 'next/link';

// An unknown order and a wrong or missing key look the same (src/server/reads/buyer-order.ts).
export default function OrderNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Order not found</h1>
      <p className="mt-3 text-muted-foreground">
        Open your order with the full link from your confirmation e-mail: it carries the key that opens it.
      </p>
      <Link
        href="/products"
        className="mt-6 inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        Back to the shop
      </Link>
    </div>
  );
}
