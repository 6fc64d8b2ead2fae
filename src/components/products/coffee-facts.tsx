import { ROAST_LEVEL_LABELS } from '@/lib/coffee/options';

/** "Medium roast" with five dots, the level's filled (issue 28). */
export function RoastLevel({ level }: { level: number | null }) {
  if (!level) return null;
  const label = `${ROAST_LEVEL_LABELS[level] ?? ''} roast`;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="flex gap-0.5" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((dot) => (
          <span
            key={dot}
            className={`size-2 rounded-full ${dot <= level ? 'bg-primary' : 'border border-muted-foreground/50'}`}
          />
        ))}
      </span>
      <span>
        {label}
        <span className="sr-only">, {level} of 5</span>
      </span>
    </p>
  );
}

/** Tasting notes as tags, at most `max`. */
export function TastingNotes({ notes, max }: { notes: string[]; max?: number }) {
  const shown = max === undefined ? notes : notes.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tasting notes">
      {shown.map((note) => (
        <li key={note} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
          {note}
        </li>
      ))}
    </ul>
  );
}

type Facts = {
  originCountry: string | null;
  originRegion: string | null;
  originFarm: string | null;
  process: string | null;
  variety: string | null;
  altitudeM: number | null;
};

/** The detail page's facts: only those known. */
export function CoffeeFactList({ product }: { product: Facts }) {
  const origin = [product.originFarm, product.originRegion, product.originCountry].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [];
  if (origin) rows.push(['Origin', origin]);
  if (product.process) rows.push(['Process', product.process]);
  if (product.variety) rows.push(['Variety', product.variety]);
  if (product.altitudeM !== null) rows.push(['Altitude', `${product.altitudeM.toLocaleString('en-US')} m`]);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
