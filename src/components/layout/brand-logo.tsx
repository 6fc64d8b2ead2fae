import Link from 'next/link';
import { site } from '@/lib/site';
import { cn } from '@/lib/utils';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <circle cx="16" cy="16" r="16" fill="var(--copper)" />
      <ellipse cx="16" cy="16" rx="7" ry="10" fill="var(--cream)" transform="rotate(28 16 16)" />
      <path
        d="M13.2 8.6c3.6 3.4 2 11.4 5.6 14.8"
        stroke="var(--copper)"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn('flex items-center gap-2.5 rounded-md', className)} aria-label={`${site.name}, home`}>
      <BrandMark />
      {/* Below 375 px the mark alone leaves room for the cart, account and menu buttons (the link keeps its name). */}
      <span className="font-serif text-lg font-semibold tracking-tight whitespace-nowrap max-[374px]:sr-only sm:text-xl">
        {site.name}
      </span>
    </Link>
  );
}
