'use client';

import { Link2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';

/** Copies this page's address (spec: 'Link copied to clipboard!' / 'Failed to copy link'). */
export function CopyLinkButton({ path }: { path: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      toast.success('Link copied to clipboard!');
    } catch {
      toast.error('Failed to copy link');
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      <Link2 />
      Copy link
    </Button>
  );
}
