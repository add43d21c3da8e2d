import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { clientImportsNoServer } from './eslint/client-imports.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Pure code: the same in a route, a page, a mail run and the browser. */
const pureFolders = ['./src/domain', './src/display'];

/*
 * Which folder may import which (docs/architecture.md explains the layers). Paths are matched after
 * resolution, so '@/server/x' and '../../server/x' are the same import.
 */
const boundaryZones = [
  {
    target: pureFolders,
    from: ['./src/server', './src/components', './app', './src/demo-content-service'],
    message: 'domain and display are pure: no server, component or route code.',
  },
  {
    // Locales and paths are plain data; routing and navigation are next-intl's.
    target: pureFolders,
    from: ['./src/i18n/navigation.ts', './src/i18n/routing.ts'],
    message: 'domain and display are pure: i18n locales and paths only, not next-intl routing.',
  },
  {
    target: pureFolders,
    from: './src/content-api',
    except: ['./schemas'],
    message:
      'domain and display use the content-service record types only (content-api/schemas), never the client.',
  },
  {
    target: './src/i18n',
    from: ['./src/server', './src/components', './app'],
    message:
      'i18n is locales, paths and routing; what needs the request (remote translations) lives in server.',
  },
  {
    target: './src/content-api',
    from: './src/server',
    message:
      'content-api is the bare content-service client; the request-bound setup is server/content-service.',
  },
  {
    target: './src/server',
    from: './src/components',
    message: 'server builds display models (src/display), not component modules.',
  },
  {
    // Its own entry points (main.ts, scripts/, e2e/support) and tests start it; the site only speaks HTTP to it.
    target: ['./src/!(demo-content-service)/**/*', './src/*', './app/**/*', './*.ts'],
    from: './src/demo-content-service',
    message: 'the demo content service is reached over HTTP, never imported by the site.',
  },
];

const frameworkImports = {
  paths: ['react', 'react-dom', 'next', 'next-intl', 'server-only'].map((name) => ({
    name,
    message: 'domain and display are pure: no framework or server-only imports.',
  })),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'next/*', 'next-intl/*', '@tanstack/*'],
      message: 'domain and display are pure: no framework imports.',
    },
  ],
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'test-results-*/**',
      'playwright-report-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // Each breaks one import boundary on purpose; tests/lint/boundaries.test.ts lints them.
      'tests/lint/fixtures/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { vitrine: { rules: { 'client-imports-no-server': clientImportsNoServer } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'vitrine/client-imports-no-server': 'error',
    },
  },
  {
    files: ['src/domain/**', 'src/display/**'],
    rules: { 'no-restricted-imports': ['error', frameworkImports] },
  },
];

export default config;
