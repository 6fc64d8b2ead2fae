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
  message:
    'Browser code and shared lib code never import the server, not even its types: what both sides share is a contract (src/lib/contracts/).',
};

// Browser code reaches /_api only through an endpoint's contract (callEndpoint, endpointUrl): never by a path of its own.
const noApiPathLiterals = {
  selector: 'Literal[value=/^\\/_api\\//], TemplateElement[value.raw=/^\\/_api\\//]',
  message: 'Call the endpoint through its contract (src/lib/contracts/) instead of writing its path.',
};

// Toasts go through src/lib/toast.ts, which loads sonner with the first toast instead of with every page; images
// through src/components/ui/image.tsx, which renders next/image's markup without shipping its component.
const libraryPaths = [
  { name: 'sonner', message: "Use toast from '@/lib/toast' (sonner loads with the first toast)." },
  {
    name: 'next/image',
    importNames: ['default'],
    message: "Use Image from '@/components/ui/image' (no image component in the browser).",
  },
];

// The layers: pages (app/) use components, components use hooks and lib, the server's db/ sits below its services and
// auth; what captains and fundraisers share lives outside admin/.
const layer = {
  noApp: { group: ['@/app', '@/app/*'], message: 'Components never import from src/app: move the shared part out.' },
  noAdmin: {
    group: ['@/components/admin', '@/components/admin/*'],
    message: 'Only the admin area imports components/admin/: move a shared part to a shared home.',
  },
  noComponents: { group: ['@/components', '@/components/*'], message: 'Hooks never import components.' },
  noServicesOrAuth: {
    group: ['@/server/services', '@/server/services/*', '@/server/auth', '@/server/auth/*'],
    message: 'db/ sits below services and auth: it never imports them.',
  },
};

/**
 * One `no-restricted-imports` per region of src/ (later config objects replace a rule's options, never merge them, so
 * the regions do not overlap and each carries every restriction that applies to it).
 */
function layeredImports() {
  const admin = ['src/components/admin/**', 'src/app/admin/**'];
  const regions = [
    { files: ['src/components/admin/**'], patterns: [layer.noApp] },
    { files: ['src/app/admin/**'], patterns: [] },
    { files: ['src/components/**'], ignores: admin, patterns: [layer.noApp, layer.noAdmin] },
    { files: ['src/hooks/**'], patterns: [layer.noAdmin, layer.noComponents] },
    { files: ['src/server/db/**'], patterns: [layer.noAdmin, layer.noServicesOrAuth] },
    {
      files: ['src/**'],
      ignores: [...admin, 'src/components/**', 'src/hooks/**', 'src/server/db/**'],
      patterns: [layer.noAdmin],
    },
  ];
  const region = ({ files, ignores = [], patterns }, paths = libraryPaths) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  });
  return [
    ...regions.map((r) => region(r)),
    // The two wrappers themselves load sonner and next/image.
    region({ files: ['src/lib/toast.ts'], patterns: [layer.noAdmin] }, []),
    region({ files: ['src/components/ui/sonner.tsx'], patterns: [layer.noApp, layer.noAdmin] }, []),
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Cached public pages allow inline scripts (docs/decisions/public-page-csp.md): no raw HTML from data, ever.
    files: ['src/**'],
    rules: { 'react/no-danger': 'error' },
  },
  ...layeredImports(),
  {
    // An import circle makes load order decide what a module sees; types included, so the layers stay a tree.
    // Packages are never parsed for it: they cannot import src/, and parsing them tripled the lint's time.
    files: ['src/**'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Playwright fixtures call a parameter named `use`; it is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/components/**', 'src/hooks/**', 'src/lib/**', 'src/app/**'],
    ignores: ['src/app/%5Fapi/**', 'src/lib/contracts/**', 'src/app/robots.ts'],
    rules: { 'no-restricted-syntax': ['error', noApiPathLiterals] },
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
        // Later config objects replace a rule's options: the region's own restriction is repeated here.
        noApiPathLiterals,
      ],
    },
  },
  {
    // Client components and shared lib code: nothing from the server.
    files: [...clientModules(), 'src/lib/**/*.ts', 'src/hooks/**/*.ts'],
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
