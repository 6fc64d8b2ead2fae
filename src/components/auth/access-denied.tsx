import { ShieldX } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { accessDeniedMessage, type UserRole } from '@/lib/roles';

export function AccessDenied({ role }: { role: UserRole | null }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldX className="size-14 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-semibold">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">
        {role ? accessDeniedMessage(role) : 'Access denied. You lack the required permissions.'}
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Back to home</Link>
      </Button>
    </section>
  );
}
