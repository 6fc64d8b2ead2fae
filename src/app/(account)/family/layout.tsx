import { gatePage } from '@/server/auth/page-gate';

export default async function FamilyLayout({ children }: { children: React.ReactNode }) {
  // The shell's gate, above the loading state, so a refusal is a real 403; each page checks again itself.
  await gatePage('/family');
  return children;
}
