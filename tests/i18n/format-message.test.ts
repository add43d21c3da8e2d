import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { compileMessage, compileMessages } from '@/i18n/compiled-messages';
import formatMessage from '@/i18n/format-message';
import { locales, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

type Values = Record<string, string | number | ((chunks: unknown) => string)>;

function textsOf(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/** A value for every argument and tag a text asks for: 3 for arguments, brackets around tags. */
function valuesFor(text: string): Values {
  const values: Values = {};
  for (const match of text.matchAll(/\{\s*(\w+)/g)) values[match[1]!] = 3;
  for (const match of text.matchAll(/<(\w+)>/g)) {
    values[match[1]!] = (chunks) => `[${[chunks].flat().join('')}]`;
  }
  return values;
}

/** The text as next-intl's default formatter (the ICU parser at run time) gives it. */
function parsedAtRunTime(locale: Locale, text: string, values: Values): string {
  const t = createTranslator({ locale, messages: { text }, timeZone: 'Europe/Brussels' });
  return /<\w+>/.test(text) ? t.markup('text', values as never) : t('text', values as never);
}

function formatted(locale: Locale, message: ReturnType<typeof compileMessage>, values: Values) {
  const cache = _createCache();
  return formatMessage(
    'text',
    message,
    values as never,
    {
      cache,
      formatters: _createIntlFormatters(cache),
      locale,
      timeZone: 'Europe/Brussels',
    } as never,
  );
}

describe('format-message', () => {
  it.each(locales)(
    'formats every bundled %s text as the run-time ICU parser does, precompiled or as source',
    async (locale) => {
      for (const [key, text] of textsOf(await loadMessages(locale))) {
        const values = valuesFor(text);
        const expected = parsedAtRunTime(locale, text, values);
        expect([key, formatted(locale, compileMessage(text), values)]).toEqual([key, expected]);
        expect([key, formatted(locale, text, values)]).toEqual([key, expected]);
      }
    },
  );

  it('precompiles every text of a messages tree and keeps its shape', () => {
    const compiled = compileMessages({
      Listing: { title: 'Te koop', shown: '{count, plural, one {# pand} other {# panden}}' },
    });
    expect(compiled).toEqual({
      Listing: { title: 'Te koop', shown: compileMessage('{count, plural, one {# pand} other {# panden}}') },
    });
    expect(Array.isArray((compiled.Listing as Record<string, unknown>).shown)).toBe(true);
  });

  it('gives plain objects only, which React passes on to a client component', () => {
    // One plural node: [argument, type, branches].
    const [[, , branches]] = compileMessage('{count, plural, one {# pand} other {# panden}}') as [
      [string, number, object],
    ];
    expect(Object.getPrototypeOf(branches)).toBe(Object.prototype);
  });
});
