import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The one look of the links from a sheet or the team page to a campaign's tools (meetup mode, booth mode, paper
 * entry): an outline button at least 44 px tall, hidden in print.
 */
export function ToolLink({
  href,
  icon: Icon,
  className,
  children,
}: {
  href: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 print:hidden', className)}>
      <Icon aria-hidden="true" />
      {children}
    </Link>
  );
}
