'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCart } from './cart-provider';

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Shows `placeholder` (server-rendered, no code of its own) until the part below it is needed, then `children`,
 * whose code loads from then on: when the placeholder comes within a screen of the viewport, when the cart has lines,
 * or at the visitor's first touch, key or scroll anywhere on the page. On a phone the cart and checkout sit below the
 * coffees, so a visitor who only looks downloads none of their code (issue 28: first-load JavaScript ≤ 160 kB as the
 * page loads until the network is idle; docs/decisions/lean-javascript.md).
 */
export function LoadWhenNeeded({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { count } = useCart();
  const [needed, setNeeded] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), {
            rootMargin: '0px 0px 100% 0px',
          });
    if (anchor.current) observer?.observe(anchor.current);
    else need();
    if (!observer) need();
    for (const type of INTERACTIONS) window.addEventListener(type, need, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, need);
    };
  }, [needed]);

  if (needed || count > 0) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
