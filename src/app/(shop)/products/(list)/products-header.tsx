export function ProductsHeader() {
  return (
    <header className="mb-10 max-w-2xl">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">The roastery shelf</p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Shop Coffee</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Roasted to order in small batches every week. No online payment: after you order we arrange local delivery or a
        meetup around Louisville.
      </p>
    </header>
  );
}
