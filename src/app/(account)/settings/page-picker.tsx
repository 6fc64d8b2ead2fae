import Link from 'next/link';
import type { FundraiserPageChoice } from '@/server/reads/account';

/**
 * Issue 27: a person in several campaigns has a page in each; this picks the one Fundraiser Settings and the Share
 * Kit act on (`/settings?campaign=<id>`, the default page without it).
 */
export function PagePicker({ pages, selected }: { pages: FundraiserPageChoice[]; selected: number | null }) {
  return (
    <nav aria-label="Your fundraiser pages" className="mb-5">
      <p className="mb-2 text-sm text-muted-foreground">You have a page in each of your campaigns. Editing:</p>
      <ul className="flex flex-wrap gap-2">
        {pages.map((page) => {
          const current = page.campaignId === selected;
          return (
            <li key={page.campaignId ?? 'none'}>
              <Link
                href={page.campaignId === null ? '/settings' : `/settings?campaign=${page.campaignId}`}
                aria-current={current ? 'page' : undefined}
                className={
                  current
                    ? 'inline-flex min-h-10 items-center rounded-full bg-primary px-4 text-sm font-medium text-primary-foreground'
                    : 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted'
                }
              >
                {page.campaignName ?? 'Page without a campaign'}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
