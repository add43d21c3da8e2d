import { describe, expect, it } from 'vitest';
import { pageText, type EstateRecord, type PageText } from '@/content-api/schemas';
import { buildDemoDataset } from '@/demo-content-service/dataset/dataset';
import { oneLanguageEstateIds } from '@/demo-content-service/dataset/one-language-texts';
import { buildDetailTabs } from '@/display/estate/detail-tabs';
import {
  estateSubject,
  subjectTitleText,
  unitSubject,
  type EstateSubject,
} from '@/display/estate/estate-subject';
import { toMailEstate } from '@/display/mail/mail-estate';
import { estateLabels } from '@/domain/estate';
import { locales, type Locale } from '@/i18n/locales';
import nlMessages from '../../messages/nl/detail.json';

const dataset = buildDemoDataset('http://demo.test');

/** Every property page of the demo: each estate or project, and each unit of a project. */
const subjects: EstateSubject[] = dataset.estates.flatMap((group) => [
  estateSubject(group),
  ...group.children.slice(1).flatMap((unit) => unitSubject(group, String(unit.general.id)) ?? []),
]);

/** Field rows whose value (not only an explanation) is an agency's free text. */
const freeTextRows = new Set(['construction.area_comment', 'certification.electricity_information']);

/** Every text of the record by language, as `lang:text`: what a shown text must be one of. */
function textsByLanguage(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item: unknown) => textsByLanguage(item, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && (locales as readonly string[]).includes(key))
        found.add(`${key}:${child.trim()}`);
      else textsByLanguage(child, found);
    }
  return found;
}

const lang = (language: Locale | undefined) => (language ? { lang: language } : {});

/** The title a mail about the estate gives. */
function mailTitle(subject: EstateSubject, locale: Locale): PageText {
  const mail = toMailEstate(subject.group, locale, 'https://immo.test');
  return { text: mail.title, ...lang(mail.titleLang) };
}

/** The free texts a page in `locale` shows of the subject, as the page's models give them. */
function shownTexts(subject: EstateSubject, locale: Locale): PageText[] {
  const { record, project, unit } = subject;
  const context = { locale, labels: estateLabels(locale), codes: nlMessages.EstateCodes };
  const tabs = buildDetailTabs(record, context);
  const rows = tabs.flatMap((tab) => tab.rows);
  const ownDescription = pageText(record.general.description, locale);
  const languageTexts = new Set(
    (record.extraFields ?? [])
      .filter((extra) => extra.value_lang_string)
      .map((extra) => extra.extra_field_autoid),
  );
  return [
    subjectTitleText(subject, locale),
    ownDescription.text || !unit ? ownDescription : pageText(project?.general.description, locale),
    pageText((record.salesRep ?? project?.salesRep)?.description, locale),
    ...(record.files ?? []).map((file) => pageText(file.comment, locale)),
    ...(record.videos ?? []).map((video) => pageText(video.title, locale)),
    ...rows.flatMap((row) =>
      row.description ? [{ text: row.description, ...lang(row.descriptionLang) }] : [],
    ),
    ...rows.filter((row) => freeTextRows.has(row.key)).map((row) => ({ text: row.value, ...lang(row.lang) })),
    ...tabs.flatMap((tab) => tab.rooms.flatMap((room) => room.comments)),
    ...tabs.flatMap((tab) => tab.extras.filter((extra) => languageTexts.has(extra.id))),
    ...(unit ? [] : [mailTitle(subject, locale)]),
  ].filter((shown) => shown.text !== '');
}

const regionLanguage = (record: EstateRecord): Locale =>
  record.address?.region === 'flanders' ? 'nl' : 'fr';

describe('the free texts of every demo estate and project unit', () => {
  it.each(locales)(
    'are shown on a %s page in its language, or marked with the language they are in',
    (locale) => {
      let marked = 0;
      for (const subject of subjects) {
        const known = textsByLanguage(subject.record);
        if (subject.project) textsByLanguage(subject.project, known);
        const oneLanguage = oneLanguageEstateIds.has(subject.record.general.id);
        for (const shown of shownTexts(subject, locale)) {
          const where = `${subject.record.general.id} (${locale}): ${shown.text}`;
          expect(known.has(`${shown.lang ?? locale}:${shown.text}`), where).toBe(true);
          if (!oneLanguage) expect(shown.lang, where).toBeUndefined();
          if (shown.lang) marked += 1;
        }
      }
      // The estates with texts in one language keep the marked fallback in use on the demo site.
      if (locale === 'nl') expect(marked).toBeGreaterThan(0);
    },
  );

  it('are written in all four languages, except on the estates typed in one language', () => {
    const freeTextKeys = new Set([
      'description',
      'shortDescription',
      'comment',
      'commentArea',
      'value_lang_string',
    ]);
    const freeTexts = (value: unknown, found: unknown[] = []): unknown[] => {
      if (Array.isArray(value)) value.forEach((item: unknown) => freeTexts(item, found));
      else if (typeof value === 'object' && value !== null)
        for (const [key, child] of Object.entries(value)) {
          if (freeTextKeys.has(key) && child !== null && child !== undefined) found.push(child);
          else freeTexts(child, found);
        }
      return found;
    };
    for (const subject of subjects) {
      const { record } = subject;
      const texts = [...freeTexts(record), ...(record.videos ?? []).map((video) => video.title)];
      const languages = oneLanguageEstateIds.has(record.general.id) ? [regionLanguage(record)] : locales;
      for (const text of texts) {
        expect(Object.keys(text as object).sort(), `${record.general.id}`).toEqual([...languages].sort());
        for (const language of languages)
          expect(
            (text as Record<string, string>)[language]?.trim(),
            `${record.general.id} ${language}`,
          ).toBeTruthy();
      }
    }
  });

  it('are typed in one language on a handful of estates, whose other pages mark them', () => {
    expect(oneLanguageEstateIds.size).toBeGreaterThan(0);
    for (const id of oneLanguageEstateIds) {
      const group = dataset.estateById.get(id);
      expect(group, `${id}`).toBeDefined();
      const subject = estateSubject(group!);
      const other = regionLanguage(subject.record) === 'nl' ? 'fr' : 'nl';
      const marked = shownTexts(subject, other).filter(
        (shown) => shown.lang === regionLanguage(subject.record),
      );
      expect(marked.length, `${id}`).toBeGreaterThan(3);
    }
  });
});
