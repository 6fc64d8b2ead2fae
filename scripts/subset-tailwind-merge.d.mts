/** The generated config's path, from the project's root. */
export const CONFIG_FILE: string;
/** Every word of the sources under `base` that tailwind-merge reads as a Tailwind class (the generated file left out). */
export function sourceClasses(base?: string): string[];
/** The groups (in the default config's order) that at least one of `classes` belongs to. */
export function usedGroups(classes: readonly string[]): string[];
/** src/lib/class-merge-config.ts as the script writes it for the sources under `base`. */
export function formattedSubsetConfig(base?: string): Promise<string>;
