import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'tests/lint/fixtures');

/*
 * Each fixture is linted as if it sat in the folder it writes about, so the rules of that folder
 * apply; its own place is ignored by the lint run of the tree.
 */
const cases = [
  {
    fixture: 'pure-imports-framework.ts',
    lintAs: 'src/domain/search/fixture.ts',
    rule: 'no-restricted-imports',
  },
  {
    fixture: 'pure-imports-server.ts',
    lintAs: 'src/display/estate/fixture.ts',
    rule: 'import/no-restricted-paths',
  },
  { fixture: 'i18n-imports-server.ts', lintAs: 'src/i18n/fixture.ts', rule: 'import/no-restricted-paths' },
  {
    fixture: 'content-api-imports-server.ts',
    lintAs: 'src/content-api/fixture.ts',
    rule: 'import/no-restricted-paths',
  },
  {
    fixture: 'client-imports-server.tsx',
    lintAs: 'src/components/listing/Fixture.tsx',
    rule: 'vitrine/client-imports-no-server',
  },
  {
    fixture: 'server-imports-component.ts',
    lintAs: 'src/server/listing/fixture.ts',
    rule: 'import/no-restricted-paths',
  },
  { fixture: 'imports-demo-service.ts', lintAs: 'app/fixture.ts', rule: 'import/no-restricted-paths' },
];

let eslint: ESLint;

async function ruleErrors(fixture: string, lintAs: string): Promise<(string | null)[]> {
  const code = readFileSync(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, lintAs) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// Loading the lint config (typescript-eslint, the import resolver) takes a while on a busy machine.
describe('import boundaries of the lint config', { timeout: 120_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each(cases)('$fixture breaks $rule and nothing else', async ({ fixture, lintAs, rule }) => {
    expect(await ruleErrors(fixture, lintAs)).toEqual([rule]);
  });

  it('passes a display model that imports record types, domain rules and paths', async () => {
    expect(await ruleErrors('clean.ts', 'src/display/listing/fixture.ts')).toEqual([]);
  });

  it('covers every fixture in the folder', () => {
    const named = new Set([...cases.map(({ fixture }) => fixture), 'clean.ts']);
    expect(new Set(readdirSync(fixtures))).toEqual(named);
  });
});
