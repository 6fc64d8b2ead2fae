import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function CampaignNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Campaign Not Found</h1>
      <p className="mt-3 text-muted-foreground">There is no campaign with this id. Pick one from the campaign list.</p>
      <Button asChild className="mt-8">
        <Link href="/admin?tab=campaigns">Back to Campaigns</Link>
      </Button>
    </section>
  );
}
