import { toast } from '@/lib/toast';

/** Copies a page link and says whether it worked. */
export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard!');
  } catch {
    toast.error('Failed to copy link');
  }
}
