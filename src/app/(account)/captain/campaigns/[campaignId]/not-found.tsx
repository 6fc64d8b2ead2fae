import Link from 'next/link';
import { Button } from '@/components/ui/button';

export default function CaptainCampaignNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Campaign Not Found</h1>
      <p className="mt-3 text-muted-foreground">There is no campaign with this id among the campaigns you manage.</p>
      <Button asChild className="mt-8">
        <Link href="/captain/team-management">Back to Team Management</Link>
      </Button>
    </section>
  );
}
