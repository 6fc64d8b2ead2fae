import { GRIND_GUIDE, grindLabel } from '@/lib/coffee/options';

/** "Which grind?": a short guide by brewing method, collapsed (a native <details>: no script). */
export function GrindGuide() {
  return (
    <details className="rounded-2xl border bg-card p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Which grind?</summary>
      <ul className="mt-3 grid gap-2">
        {GRIND_GUIDE.map((entry) => (
          <li key={entry.grind}>
            <span className="font-medium">{entry.method}:</span> {grindLabel(entry.grind)}.{' '}
            <span className="text-muted-foreground">{entry.note}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
