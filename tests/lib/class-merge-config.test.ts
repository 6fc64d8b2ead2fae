import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils';
import { CONFIG_FILE, formattedSubsetConfig, sourceClasses } from '../../scripts/subset-tailwind-merge.mjs';

/** A class's variants (`hover:`, `[&_svg]:`, `sm:`…): classes with different ones never conflict. */
function variantsOf(name: string) {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++;
    else if (name[i] === ']' || name[i] === ')') depth--;
    else if (name[i] === ':' && depth === 0) end = i + 1;
  }
  return name.slice(0, end);
}

describe('cn: tailwind-merge with the class groups the shop uses', () => {
  it('is generated from today\u2019s sources (run `npm run tailwind-merge:subset` when this fails)', async () => {
    expect(readFileSync(CONFIG_FILE, 'utf8')).toBe(await formattedSubsetConfig());
  });

  it('merges every pair of the sources\u2019 classes as the full default config does', () => {
    const byVariants = new Map<string, string[]>();
    for (const name of sourceClasses()) {
      const key = variantsOf(name.replace(/^!|!$/g, ''));
      byVariants.set(key, [...(byVariants.get(key) ?? []), name]);
    }
    let conflicts = 0;
    const differences: string[] = [];
    for (const names of byVariants.values()) {
      for (const a of names) {
        for (const b of names) {
          const full = twMerge(`${a} ${b}`);
          if (full !== `${a} ${b}`) conflicts++;
          if (cn(a, b) !== full) differences.push(`${a} ${b}: ${cn(a, b)} (full config: ${full})`);
        }
      }
    }
    expect(differences).toEqual([]);
    // The check has teeth: thousands of the pairs conflict (a Button's h-10 and a caller's h-11, say).
    expect(conflicts).toBeGreaterThan(1000);
    expect(cn('h-10 px-5 text-sm', 'h-11 px-0 text-base')).toBe('h-11 px-0 text-base');
  });
});
