import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('deploy/nginx.conf', () => {
  it('is shown in the README as the multi-instance test runs it', () => {
    expect(read('README.md')).toContain('```nginx\n' + read('deploy/nginx.conf') + '```');
  });

  it('names every placeholder it uses in its header, so a deployment knows what to fill in', () => {
    const lines = read('deploy/nginx.conf').split('\n');
    const header = lines.filter((line) => line.startsWith('#')).join('\n');
    const used = lines
      .filter((line) => !line.trimStart().startsWith('#'))
      .flatMap((line) => [...line.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((match) => match[1]!));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(header).toContain(`{{${name}}}`);
  });
});
