import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function FundraiserNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Fundraiser Not Found</h1>
      <p className="mt-3 text-muted-foreground">This fundraiser page does not exist or is not public.</p>
      <Button asChild className="mt-8">
        <Link href="/">Back to home</Link>
      </Button>
    </section>
  );
}
