import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Order Not Found</h1>
      <p className="mt-3 text-muted-foreground">There is no order with this number. Check the number and try again.</p>
      <Button asChild className="mt-8">
        <Link href="/admin?tab=orders">Back to Orders</Link>
      </Button>
    </section>
  );
}
