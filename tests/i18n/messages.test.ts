import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { loadMessages, messageParts } from '@/i18n/messages';

const messagesDir = join(process.cwd(), 'messages');

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function readPart(locale: string, part: string) {
  return JSON.parse(readFileSync(join(messagesDir, locale, `${part}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

describe('messages', () => {
  it('has every part in every language and no stray files', () => {
    for (const locale of locales) {
      expect(readdirSync(join(messagesDir, locale)).sort()).toEqual(
        messageParts.map((part) => `${part}.json`).sort(),
      );
    }
  });

  for (const part of messageParts) {
    it(`gives ${part} the same keys in every language as in Dutch`, () => {
      const dutch = keyPaths(readPart('nl', part)).sort();
      for (const locale of locales) expect(keyPaths(readPart(locale, part)).sort()).toEqual(dutch);
    });
  }

  it('keeps namespaces of different parts apart', () => {
    const seen = new Map<string, string>();
    for (const part of messageParts) {
      for (const namespace of Object.keys(readPart('nl', part))) {
        expect(seen.get(namespace), `${namespace} is in ${part} and ${seen.get(namespace)}`).toBeUndefined();
        seen.set(namespace, part);
      }
    }
  });

  it('merges the parts of a language into one set of namespaces', async () => {
    const messages = await loadMessages('fr');
    expect(messages).toHaveProperty('Navbar.openMenu', 'Ouvrir le menu');
  });
});
