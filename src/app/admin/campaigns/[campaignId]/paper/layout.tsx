import { gatePaperEntry } from '@/components/paper-entry/paper-entry-page';

/** A campaign whose sellers the user may not enter orders for is a real 404, the same answer as an unknown one. */
export default async function AdminPaperLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ campaignId: string }>;
}) {
  await gatePaperEntry((await params).campaignId, 'admin');
  return children;
}
