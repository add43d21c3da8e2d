import {
  localize,
  pageText,
  textInLanguage,
  type EstateGroup,
  type EstateRecord,
  type Locale,
  type PageText,
} from '@/content-api/schemas';
import { projectOf, unitOf } from '@/domain/estate';
import { mainImage } from '@/domain/search';

/** What a detail page shows: a property or a project (unit null), or one unit of a project. */
export interface EstateSubject {
  group: EstateGroup;
  /** The record the page describes: the main record, or the unit. */
  record: EstateRecord;
  /** The project record when the page is a project or one of its units. */
  project: EstateRecord | null;
  unit: EstateRecord | null;
}

export function estateSubject(group: EstateGroup): EstateSubject {
  const [main] = group.children;
  if (!main) throw new Error(`Estate ${group.id} has no records`);
  return { group, record: main, project: projectOf(group), unit: null };
}

/** The subject of a unit page; null when the estate is no project or has no such unit. */
export function unitSubject(group: EstateGroup, unitId: string): EstateSubject | null {
  const project = projectOf(group);
  const unit = project && unitOf(group, unitId);
  return project && unit ? { group, record: unit, project, unit } : null;
}

/**
 * The title of the page, marked with its language when the agency wrote none in the page's; without
 * one, subtype and city ("Villa – Gent") so a page never goes unnamed.
 */
export function subjectTitleText(subject: EstateSubject, locale: Locale): PageText {
  const { general, address } = subject.record;
  const title = pageText(general.title, locale);
  if (title.text) return title;
  const parts = [localize(general.subType?.name, locale), localize(address?.city.name, locale)];
  return { text: parts.filter(Boolean).join(' – ') || String(general.id) };
}

/** The title of the page as plain text (see `subjectTitleText`). */
export function subjectTitle(subject: EstateSubject, locale: Locale): string {
  return subjectTitleText(subject, locale).text;
}

/** Photos of the page in display order (main image first, spec §9); a unit without photos shows its project's. */
export function subjectPictures(subject: EstateSubject) {
  const own = subject.record.pictures ?? [];
  const pictures = own.length > 0 ? own : (subject.project?.pictures ?? []);
  return [...pictures].sort((first, second) => first.index - second.index);
}

/** The main image's full file, for social previews and structured data. */
export function subjectMainImage(subject: EstateSubject): string | null {
  return mainImage(subjectPictures(subject))?.file ?? null;
}

const tags = /<[^>]*>/g;

/** A plain-text summary of at most `max` characters, cut at a word. */
export function summaryText(text: string, max = 160): string {
  const plain = text.replace(tags, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The short description, else the description, as a search-result snippet: a text in the page's
 * language first, either one, before a text in another language.
 */
export function subjectSummary(subject: EstateSubject, locale: Locale): string {
  const { general } = subject.record;
  const candidates = [general.shortDescription, general.description].map((text) =>
    textInLanguage(text, locale),
  );
  const chosen =
    candidates.find((found) => found.text && found.lang === locale) ?? candidates.find((found) => found.text);
  return summaryText(chosen?.text ?? '');
}
