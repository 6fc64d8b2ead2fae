import { toast } from '@/lib/toast';

/** Copies text and says whether it worked (`what` names it in the toast: 'Link', 'Message'). */
export async function copyText(text: string, what = 'Link') {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied to clipboard!`);
  } catch {
    toast.error(`Failed to copy ${what.toLowerCase()}`);
  }
}

/** Copies a page link and says whether it worked. */
export function copyLink(url: string) {
  return copyText(url, 'Link');
}
