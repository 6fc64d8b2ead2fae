/**
 * Where the checkout is when JavaScript is off: the cart and the coffee list are kept by the page's scripts.
 * `<noscript>`, so nobody with JavaScript ever sees it.
 */
export function NeedsJavaScriptNotice({ className }: { className?: string }) {
  return (
    <noscript>
      <p className={className ?? 'mt-4 rounded-lg border bg-muted p-3 text-sm'}>
        <strong>Ordering needs JavaScript.</strong> The cart and checkout run in your browser: turn JavaScript on to
        order, or call or e-mail us (see Contact).
      </p>
    </noscript>
  );
}
