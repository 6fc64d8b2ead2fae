import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Every module that starts with the 'use client' directive: it ships to the browser. */
function clientModules(dir = 'src') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientModules(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')) ? [file] : [];
  });
}

const serverOnlyForBrowser = {
  group: ['@/server', '@/server/*', '@/env'],
  allowTypeImports: true,
  message: 'Browser code may import only types from the server (its modules are server-only).',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Cached public pages allow inline scripts (docs/decisions/public-page-csp.md): no raw HTML from data, ever.
    files: ['src/**'],
    rules: { 'react/no-danger': 'error' },
  },
  {
    // Toasts go through src/lib/toast.ts, which loads sonner with the first toast instead of with every page; images
    // through src/components/ui/image.tsx, which renders next/image's markup without shipping its component.
    files: ['src/**'],
    ignores: ['src/lib/toast.ts', 'src/components/ui/sonner.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sonner', message: "Use toast from '@/lib/toast' (sonner loads with the first toast)." },
            {
              name: 'next/image',
              importNames: ['default'],
              message: "Use Image from '@/components/ui/image' (no image component in the browser).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`; it is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // One rule for text input: every string field comes from the helpers in validation/common.ts, which refuse
    // control characters (NUL would reach PostgreSQL and fail as a 500).
    files: ['src/lib/validation/**'],
    ignores: ['src/lib/validation/common.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text(), multilineText() or secretText() from ./common: they refuse control characters.',
        },
      ],
    },
  },
  {
    // Client components and shared lib code: types only from the server.
    files: [...clientModules(), 'src/lib/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnlyForBrowser] }] },
  },
  {
    // Services are called by handlers, pages and scripts alike: they throw ApiError (src/server/errors.ts) and never
    // reach into the HTTP layer.
    files: ['src/server/services/**', 'src/server/db/**', 'src/server/storage/**', 'src/server/mail/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/server/http', '@/server/http/*'], message: 'Services stay out of the HTTP layer.' }],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'bench/pages/bare/.next/**',
    '.data/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
  ]),
]);
