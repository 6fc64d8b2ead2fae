'use client';

import { MoreHorizontal } from 'lucide-react';
import Link from 'next/link';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import type { RowActionSpec } from './columns';

/**
 * A row's secondary actions behind one "More actions for {subject}" button (docs/decisions/row-actions-menu.md), so
 * a table keeps its width. An item that opens a dialog runs only after the menu has closed and handed focus back to
 * its button: the dialog then records that button as its opener (useDialogTarget) and returns focus to it.
 */
export function RowActionsMenu({
  subject,
  actions,
  disabled,
}: {
  subject: string;
  actions: RowActionSpec[];
  disabled?: boolean;
}) {
  const pending = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button type="button" variant="outline" size="sm" aria-label={`More actions for ${subject}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        aria-label={`Actions for ${subject}`}
        onCloseAutoFocus={() => {
          // Radix focuses the trigger after this handler: run the chosen action once that has happened.
          const action = pending.current;
          pending.current = null;
          if (action) requestAnimationFrame(action);
        }}
      >
        {actions.map(({ icon: Icon, label, destructive, className, ...target }) => {
          const content = (
            <>
              <Icon aria-hidden="true" />
              {label}
            </>
          );
          const itemClass = cn(destructive && 'text-destructive focus:text-destructive', className);
          return target.href !== undefined ? (
            <DropdownMenuItem key={label} asChild className={itemClass}>
              <Link href={target.href}>{content}</Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              key={label}
              className={itemClass}
              onSelect={() => {
                pending.current = target.onClick;
              }}
            >
              {content}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
