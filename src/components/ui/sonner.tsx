'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      closeButton
      // Every toast fully shown: stacked ones fade their text out, which fails contrast (axe) and hides messages.
      expand
      toastOptions={{
        classNames: {
          toast: 'font-sans !bg-card !text-foreground !border-border',
          description: '!text-muted-foreground',
        },
      }}
      {...props}
    />
  );
}
