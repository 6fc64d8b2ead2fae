'use client';

import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const MobileNavPanel = dynamic(() => import('./mobile-nav-panel').then((module) => module.MobileNavPanel), {
  ssr: false,
});

/**
 * The phone menu button. The panel's code (Radix dialog) loads on the first touch, hover or focus of the button,
 * not with the page; a tap opens it as soon as it has loaded.
 */
export function MobileNav() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6!" />
      </Button>
      {wanted ? <MobileNavPanel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
