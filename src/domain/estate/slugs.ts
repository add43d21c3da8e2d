import { localize, type EstateGroup, type EstateRecord, type Locale } from '@/content-api/schemas';

/** Letters that carry no combining accent, so Unicode decomposition alone does not fold them. */
const ligatures: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** Characters that separate words: they become a dash, every other punctuation mark simply disappears. */
const wordSeparators = /[\s\-_/\\|–—]+/g;

/**
 * A URL-safe form of a text: lower-case ASCII letters, digits and single dashes. Accents are folded
 * ('é' -> 'e'), punctuation is dropped ("l'Orangerie" -> 'lorangerie') and separators become one dash.
 * Keeping slugs to plain ASCII keeps detail URLs identical however a browser or a link encodes them.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (letter) => ligatures[letter] ?? '')
    .replace(wordSeparators, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The word between what is offered and where: "villa te koop in Gent", "villa à vendre à Gand". */
export function locationWord(locale: Locale): string {
  return locale === 'fr' ? 'a' : 'in';
}

function slugOf(parts: readonly (string | null | undefined)[]): string {
  return slugify(parts.filter((part): part is string => Boolean(part && part.trim())).join(' '));
}

/** Street and number, but only when the agency publishes the address (spec §5). */
function publishedStreet(record: EstateRecord, locale: Locale): string {
  const address = record.address;
  if (!address?.visible) return '';
  if (address.street_address?.trim()) return address.street_address;
  return [localize(address.street, locale), address.number].filter(Boolean).join(' ');
}

/** Zip and city name, e.g. '9000 Gent'. */
function place(record: EstateRecord, locale: Locale): string {
  const address = record.address;
  if (!address) return '';
  return [address.zip || address.city.zip, localize(address.city.name, locale)].filter(Boolean).join(' ');
}

/** Where the estate is, preceded by "in" / "à"; nothing when the record has no address at all. */
function wherePart(location: string, locale: Locale): string[] {
  return location.trim() ? [locationWord(locale), location] : [];
}

/**
 * Property slug (spec §2): subtype, transaction, "in", street address, zip and city, e.g.
 * 'villa-te-koop-in-kortrijksesteenweg-12-9000-gent'. A hidden address leaves the street out, so the
 * URL never reveals what the page does not show.
 */
export function buildPropertySlug(record: EstateRecord, locale: Locale): string {
  const { general } = record;
  const location = [publishedStreet(record, locale), place(record, locale)].filter(Boolean).join(' ');
  return slugOf([
    localize(general.subType?.name, locale),
    localize(general.transaction.name, locale),
    ...wherePart(location, locale),
  ]);
}

/** Quotes of every kind (straight, curly, low, angle, backtick, prime) and dots. */
const quotesAndDots = /['"`´‘’‚‛“”„‟«»‹›′″.]/g;

export function stripQuotesAndDots(text: string): string {
  return text.replace(quotesAndDots, '');
}

/**
 * Project slug (spec §2): title without quotes and dots, "in", zip and city, slugified and
 * URI-encoded, e.g. "Residentie 't Hof" in 2000 Antwerpen -> 'residentie-t-hof-in-2000-antwerpen'.
 */
export function buildProjectSlug(record: EstateRecord, locale: Locale): string {
  const title = stripQuotesAndDots(localize(record.general.title, locale));
  return encodeURIComponent(slugOf([title, ...wherePart(place(record, locale), locale)]));
}

/** The slug of an estate's detail URL: a project's or a property's, by the main record's project flag. */
export function canonicalSlug(group: EstateGroup, locale: Locale): string {
  const main = group.children[0];
  if (!main) return String(group.id);
  const slug = main.general.project ? buildProjectSlug(main, locale) : buildPropertySlug(main, locale);
  // A record without any usable text still needs a non-empty segment for its URL.
  return slug || String(main.general.id);
}

/** A project unit's URL (spec §2): the project URL plus the unit id. */
export function projectUnitPath(projectPath: string, unitId: number | string): string {
  return `${projectPath.replace(/\/+$/, '')}/${encodeURIComponent(String(unitId))}`;
}
