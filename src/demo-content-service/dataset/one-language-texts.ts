import type { EstateRecord } from '@/content-api/schemas';
import type { DemoLocale } from '../localized';
import type { EstateFacts } from './estate-facts';

/**
 * Estates whose agency typed the free texts in the region's language only (Dutch in Flanders, French
 * in Wallonia and Brussels), as a back office often does: descriptions, yes/no explanations, room and
 * area comments, the representative's note, file comments, video titles and extra fields. Their pages
 * in the other languages show those texts marked with the language they are in. Titles stay in four.
 * 1115 is a house in Flanders, 1131 a house in Wallonia, 1191 an apartment in Brussels.
 */
export const oneLanguageEstateIds: ReadonlySet<number> = new Set([1115, 1131, 1191]);

const freeTextKeys = new Set([
  'description',
  'shortDescription',
  'comment',
  'commentArea',
  'value_lang_string',
]);
const languageKeys = new Set<string>(['nl', 'fr', 'en', 'de']);

function isTextByLanguage(value: object): value is Partial<Record<DemoLocale, string>> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => languageKeys.has(key));
}

function onlyIn(language: DemoLocale, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !isTextByLanguage(value)) return value;
  return { [language]: value[language] };
}

/** Every free text under `value` cut down to one language; names, codes and titles are left alone. */
function keepOneLanguage(value: unknown, language: DemoLocale): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => keepOneLanguage(item, language));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      freeTextKeys.has(key) ? onlyIn(language, child) : keepOneLanguage(child, language),
    ]),
  );
}

/** The record as the agency entered it: for the estates above, its free texts in one language. */
export function withAgencyLanguages(facts: EstateFacts, record: EstateRecord): EstateRecord {
  if (!oneLanguageEstateIds.has(facts.id)) return record;
  const language: DemoLocale = facts.municipality.region === 'flanders' ? 'nl' : 'fr';
  const cut = keepOneLanguage(record, language) as EstateRecord;
  return {
    ...cut,
    videos: cut.videos?.map((video) => ({
      ...video,
      title: onlyIn(language, video.title) as typeof video.title,
    })),
  };
}
