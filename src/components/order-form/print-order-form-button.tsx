'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog (print or save as PDF). */
export function PrintOrderFormButton() {
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print order form
    </Button>
  );
}
