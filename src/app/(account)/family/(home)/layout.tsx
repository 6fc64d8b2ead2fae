import { gatePage } from '@/server/auth/page-gate';

export default async function FamilyLayout({ children }: { children: React.ReactNode }) {
  // The shell's gate, above the loading state; the page checks again itself. (The invitation link, family/accept,
  // is outside this layout: its gate keeps the token in the return address.)
  await gatePage('/family');
  return children;
}
