'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { BrandLogo } from './brand-logo';
import { NavLink } from './nav-link';

/**
 * The phone menu's slide-out panel, loaded on the first sign of intent (mobile-nav.tsx). Radix closes it on Escape
 * or an outside click, locks page scroll and returns focus to the menu button.
 */
export function MobileNavPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-in data-[state=open]:fade-in fixed inset-0 z-50 bg-espresso/50 backdrop-blur-[2px]" />
        <Dialog.Content
          id="mobile-nav-panel"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-background p-6 shadow-2xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title asChild>
              <div>
                <BrandLogo />
              </div>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6!" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-col">
            {site.nav.map((item) => (
              <NavLink
                key={item.href}
                href={item.href}
                label={item.label}
                onNavigate={() => onOpenChange(false)}
                className="border-b py-4 text-lg"
              />
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
