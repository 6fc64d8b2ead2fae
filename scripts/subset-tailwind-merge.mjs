#!/usr/bin/env node
// `npm run tailwind-merge:subset`: writes src/lib/class-merge-config.ts, the part of tailwind-merge's default config
// that the shop's classes use, for `cn` (src/lib/utils.ts). tailwind-merge ships a config of every Tailwind class
// (379 class groups, about 5.4 of its 8.4 kB gzip) into every page that renders a Button; its author's advice for a
// smaller bundle is a config of the groups in use (docs/decisions/class-merge-subset.md).
//
// Tailwind makes CSS only for class names written out in the sources, so every class that can style anything is a
// token of src/**/*.{ts,tsx}. A class group is kept when one such token belongs to it (tested group by group with
// tailwind-merge itself), with its definition, its conflicts among the kept groups and the theme scales it reads, all
// in tailwind-merge's own order: for any class of the sources, `cn` then merges exactly as the full config would.
// Tokens are cut liberally (code words included): a word that happens to look like a class only keeps a group more.
// tests/lib/class-merge-config.test.ts fails when the file is not what this script makes from today's sources: run
// it after adding a class from a group the shop did not use yet, or after upgrading tailwind-merge.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIG_FILE = path.join('src', 'lib', 'class-merge-config.ts');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every word of the sources that tailwind-merge reads as a Tailwind class (the generated file left out). */
export function sourceClasses(base = root) {
  const generated = path.join(base, CONFIG_FILE);
  const words = new Set();
  for (const file of sourceFiles(path.join(base, 'src'))) {
    if (file === generated) continue;
    for (const word of readFileSync(file, 'utf8').split(/[\s"'`{}$]+/)) if (word) words.add(word);
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word).sort();
}

const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The theme scales a definition reads (fromTheme getters), nested ones included. */
function themeKeys(value, keys = new Set()) {
  if (typeof value === 'function') {
    if (value.isThemeGetter) keys.add(value.themeKey);
  } else if (Array.isArray(value)) {
    for (const item of value) themeKeys(item, keys);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) themeKeys(item, keys);
  }
  return keys;
}

/** A config value as TypeScript: validators by name, theme getters as fromTheme(key). */
function literal(value) {
  if (typeof value === 'function') {
    if (value.isThemeGetter) return `fromTheme(${JSON.stringify(value.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tailwind-merge's config holds a function that is not a validator: ${value}`);
    return name;
  }
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${literal(item)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The classes a class group decides: arbitrary properties (`[appearance:textfield]`) are merged whatever the groups. */
function grouped(classes, config) {
  const none = createTailwindMerge(() => ({
    ...config,
    classGroups: {},
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: [],
  }));
  return classes.filter((name) => none(`${name} ${name}`) !== name);
}

/** The groups (in the default config's order) that at least one of `classes` belongs to. */
export function usedGroups(classes, config = getDefaultConfig()) {
  const only = (groups) =>
    createTailwindMerge(() => ({
      ...config,
      classGroups: Object.fromEntries(groups.map((id) => [id, config.classGroups[id]])),
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
      postfixLookupClassGroups: config.postfixLookupClassGroups.filter((id) => groups.includes(id)),
    }));
  const inGroups = grouped(classes, config);
  return Object.keys(config.classGroups).filter((group) => {
    const alone = only([group]);
    return inGroups.some((name) => alone(`${name} ${name}`) === name);
  });
}

/**
 * A kept group's definition with only the alternatives (values, validators, nested prefixes) that one of `classes`
 * matches: tailwind-merge resolves a class through an alternative it matches, so the others change nothing for the
 * shop's classes and only weigh.
 */
function prunedDefinition(group, classes, config) {
  const matches = (definition) => {
    const merge = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: definition },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
      postfixLookupClassGroups: config.postfixLookupClassGroups.filter((id) => id === group),
    }));
    return classes.some((name) => merge(`${name} ${name}`) === name);
  };
  const prune = (alternatives, wrap) =>
    alternatives.flatMap((alternative) => {
      if (alternative && typeof alternative === 'object' && !Array.isArray(alternative)) {
        const nested = Object.entries(alternative).flatMap(([prefix, inner]) => {
          const kept = prune(inner, (sub) => wrap([{ [prefix]: sub }]));
          return kept.length > 0 ? [[prefix, kept]] : [];
        });
        return nested.length > 0 ? [Object.fromEntries(nested)] : [];
      }
      return matches(wrap([alternative])) ? [alternative] : [];
    });
  return prune(config.classGroups[group], (definition) => definition);
}

/** The TypeScript of src/lib/class-merge-config.ts for the sources under `base`. */
export function subsetConfigSource(base = root) {
  const config = getDefaultConfig();
  const groups = usedGroups(sourceClasses(base), config);
  const kept = new Set(groups);
  const keepIds = (ids) => ids.filter((id) => kept.has(id));
  const restricted = (table) =>
    Object.fromEntries(
      Object.entries(table)
        .filter(([id]) => kept.has(id))
        .map(([id, ids]) => [id, keepIds(ids)])
        .filter(([, ids]) => ids.length > 0),
    );
  const classes = grouped(sourceClasses(base), config);
  const classGroups = Object.fromEntries(groups.map((id) => [id, prunedDefinition(id, classes, config)]));
  const scales = new Set();
  let pending = [...themeKeys(classGroups)];
  while (pending.length > 0) {
    const key = pending.pop();
    if (scales.has(key)) continue;
    scales.add(key);
    pending = pending.concat([...themeKeys(config.theme[key] ?? [])]);
  }
  const theme = Object.fromEntries(
    Object.keys(config.theme).flatMap((key) => (scales.has(key) ? [[key, config.theme[key]]] : [])),
  );
  const used = new Set();
  const text = literal({
    cacheSize: config.cacheSize,
    theme,
    classGroups,
    conflictingClassGroups: restricted(config.conflictingClassGroups),
    conflictingClassGroupModifiers: restricted(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: keepIds(config.postfixLookupClassGroups),
    orderSensitiveModifiers: config.orderSensitiveModifiers,
  });
  for (const name of validatorNames.values()) if (new RegExp(`\\b${name}\\b`).test(text)) used.add(name);
  const header = [
    "// Generated by `npm run tailwind-merge:subset` (scripts/subset-tailwind-merge.mjs) from tailwind-merge's default",
    `// config: the ${groups.length} of its ${Object.keys(config.classGroups).length} class groups that the classes of src/ use. Do not edit; run the script again.`,
    "import { fromTheme, validators, type Config } from 'tailwind-merge';",
    '',
    `const { ${[...used].sort().join(', ')} } = validators;`,
    '',
    `export const classMergeConfig: Config<string, string> = ${text};`,
    '',
  ];
  return header.join('\n');
}

/** The file as committed: subsetConfigSource() formatted by the project's Prettier settings. */
export async function formattedSubsetConfig(base = root) {
  const file = path.join(base, CONFIG_FILE);
  return format(subsetConfigSource(base), { ...(await resolveConfig(file)), filepath: file });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = await formattedSubsetConfig();
  writeFileSync(path.join(root, CONFIG_FILE), source);
  console.log(`Wrote ${CONFIG_FILE} (${source.length} characters).`);
}
