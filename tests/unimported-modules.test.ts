import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, reachableModules, ROOT } from './support/module-graph';

/** Files Next itself loads from app/ by their name (its file conventions). */
const NEXT_CONVENTIONS =
  /^(page|layout|template|loading|error|global-error|not-found|global-not-found|default|route|icon|apple-icon|opengraph-image|twitter-image|robots|sitemap|manifest)\.(tsx?|jsx?|svg|png|ico|css)$/;

/** Files run by a tool or a server rather than imported: configs, scripts, test servers. */
const ROOT_ENTRY_FILES = [
  'instrumentation.ts',
  'instrumentation-client.ts',
  'proxy.ts',
  'next.config.ts',
  'drizzle.config.ts',
  'playwright.config.ts',
];
const ENTRY_FOLDERS = ['scripts', 'e2e/support'];

const isSourceFile = (file: string) =>
  /\.(tsx?|mts|mjs|js|css|json|svg)$/.test(file) && !file.endsWith('.d.ts');

/** Production modules: every module under src/ and app/. */
const productionModules = [...filesUnder('src'), ...filesUnder('app')].filter(isSourceFile);

/** Modules named by path in a config or a package script, e.g. the i18n request config of next.config.ts. */
function modulesNamedInConfigs(): string[] {
  const texts = [...ROOT_ENTRY_FILES, 'package.json']
    .filter((file) => existsSync(path.join(ROOT, file)))
    .map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
  return texts.flatMap((text) =>
    [...text.matchAll(/(?:\.\/)?((?:src|app)\/[\w/.[\]-]+\.tsx?)/g)].map((m) => m[1]!),
  );
}

/** A module that augments a package's types is read by the compiler, never imported. */
function isTypeAugmentation(file: string): boolean {
  return /\.tsx?$/.test(file) && /^declare module /m.test(readFileSync(path.join(ROOT, file), 'utf8'));
}

function entryPoints(): string[] {
  const appConventions = filesUnder('app').filter((file) => NEXT_CONVENTIONS.test(path.basename(file)));
  const outside = [...ROOT_ENTRY_FILES, ...ENTRY_FOLDERS.flatMap(filesUnder)].filter(
    (file) => isSourceFile(file) && existsSync(path.join(ROOT, file)),
  );
  const augmentations = productionModules.filter(isTypeAugmentation);
  return [...new Set([...appConventions, ...outside, ...modulesNamedInConfigs(), ...augmentations])];
}

describe('production modules', () => {
  // Parsing every module takes seconds on a busy machine: hence the longer timeout.
  it('are all reached from an entry point: none is kept alive by its tests alone', () => {
    const reached = reachableModules(entryPoints());
    const unreached = productionModules.filter((file) => !reached.has(file));
    expect(unreached).toEqual([]);
  }, 60_000);

  it('finds the modules the site is known to start from', () => {
    const entries = entryPoints();
    expect(entries).toEqual(
      expect.arrayContaining([
        'app/[lang]/layout.tsx',
        'app/[lang]/ajax/estate/[estateId]/route.ts',
        'src/server/translations/request-config.ts',
        'src/demo-content-service/main.ts',
        'scripts/serve.ts',
      ]),
    );
    expect(entries).not.toContain('src/config.ts');
  });
});
