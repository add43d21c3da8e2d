/** A name by language, as the content service answers it: every key optional. */
export type Localized = { nl?: string; fr?: string; en?: string; de?: string };

export const demoLocales = ['nl', 'fr', 'en', 'de'] as const;
export type DemoLocale = (typeof demoLocales)[number];

export function isDemoLocale(value: unknown): value is DemoLocale {
  return typeof value === 'string' && (demoLocales as readonly string[]).includes(value);
}

/** Builds a full four-language value; a missing argument repeats the previous language's text. */
export function inFour(nl: string, fr?: string, en?: string, de?: string): Required<Localized> {
  const french = fr ?? nl;
  const english = en ?? french;
  return { nl, fr: french, en: english, de: de ?? english };
}

/** Applies a template function in all four languages. */
export function mapLocales(build: (locale: DemoLocale) => string): Required<Localized> {
  return { nl: build('nl'), fr: build('fr'), en: build('en'), de: build('de') };
}

/** The language a request asks for through accept-language, nl when it names none we serve. */
export function localeFromHeader(header: string | undefined | null): DemoLocale {
  const first = (header ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isDemoLocale(first) ? first : 'nl';
}

/** Lower-case ASCII slug, the way city and transaction slugs appear in estate-page URLs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
