import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Product Not Found</h1>
      <p className="mt-3 text-muted-foreground">This coffee is not in our catalogue, or it is no longer available.</p>
      <Button asChild className="mt-8">
        <Link href="/products">Browse all coffees</Link>
      </Button>
    </section>
  );
}
