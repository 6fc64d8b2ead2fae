import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classMergeConfig } from './class-merge-config';

// tailwind-merge with the groups the shop's classes use (generated: scripts/subset-tailwind-merge.mjs), not its
// full default config: the same merges for every class of src/, 5 kB less script on every page that has a Button.
const twMerge = createTailwindMerge(() => classMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
