import {
  defaultLocale,
  localize,
  type EstateGroup,
  type GroupKey,
  type Locale,
  type LocalizedString,
} from '@/content-api/schemas';
import { HEAD_TYPE_GROUP_ORDER, STATUS_GROUP_ORDER } from './constants';
import { mainRecord } from './main-record';
import { priceBucketOf, type PriceBucket } from './price-buckets';
import { isRental } from './transaction-status';

/**
 * What a section heading says. Names come from the data; head type codes and the missing-key group
 * are translated by the interface (the missing-key group reads nl Projecten, fr Projets, en Projects,
 * de Projekte: estates without a key are typically projects).
 */
export type GroupLabel =
  | { kind: 'headType'; id: number; code: string }
  | { kind: 'name'; name: LocalizedString }
  | ({ kind: 'priceRange' } & PriceBucket)
  | { kind: 'missing' };

export interface EstateSection {
  /** Stable across renders and languages, e.g. 'type:1', 'price:sale:150000', 'missing'. */
  id: string;
  label: GroupLabel;
  estates: EstateGroup[];
}

type SortKey = readonly (number | string)[];
interface SectionKey {
  id: string;
  label: GroupLabel;
  sortKey: SortKey;
}

export const MISSING_SECTION_ID = 'missing';

/** Listed ids first in the listed order, then any other id by number. */
function rankIn(order: readonly number[], id: number): SortKey {
  const position = order.indexOf(id);
  return position === -1 ? [order.length, id] : [position, 0];
}

function sectionKeyOf(estate: EstateGroup, key: GroupKey, locale: Locale): SectionKey | null {
  const record = mainRecord(estate);
  const { general } = record;
  switch (key) {
    case 'type':
      return {
        id: `type:${general.headType.id}`,
        label: { kind: 'headType', id: general.headType.id, code: general.headType.name },
        sortKey: rankIn(HEAD_TYPE_GROUP_ORDER, general.headType.id),
      };
    case 'status':
      return {
        id: `status:${general.transaction.id}`,
        label: { kind: 'name', name: general.transaction.name },
        sortKey: rankIn(STATUS_GROUP_ORDER, general.transaction.id),
      };
    case 'city': {
      const city = record.address?.city;
      if (!city) return null;
      const name = localize(city.name, locale);
      return { id: `city:${city.id}`, label: { kind: 'name', name: city.name }, sortKey: [name, city.id] };
    }
    case 'subtype':
      if (!general.subType) return null;
      return {
        id: `subtype:${general.subType.id}`,
        label: { kind: 'name', name: general.subType.name },
        sortKey: [general.subType.id],
      };
    case 'price': {
      const price = record.price?.value;
      // No price is "price on request": no bucket to put it in.
      if (typeof price !== 'number' || price <= 0) return null;
      const bucket = priceBucketOf(price, isRental(record));
      const kind = bucket.rental ? 'rent' : 'sale';
      return {
        id: `price:${kind}:${bucket.min}`,
        label: { kind: 'priceRange', ...bucket },
        sortKey: [bucket.rental ? 1 : 0, bucket.min],
      };
    }
  }
}

function compareSortKeys(left: SortKey, right: SortKey, collator: Intl.Collator): number {
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const a = left[index] ?? '';
    const b = right[index] ?? '';
    const result =
      typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    if (result !== 0) return result;
  }
  return 0;
}

/**
 * Splits estates into sections by the main record's type, status, city, subtype or price (spec §4),
 * in the orders of spec §9: type and status by their id lists, city alphabetically in the visitor's
 * language, subtype by id, price by bucket (sales before rents). Estates keep their order within a
 * section; those without a key form one last section.
 */
export function groupEstates(
  estates: readonly EstateGroup[],
  key: GroupKey,
  locale: Locale = defaultLocale,
): EstateSection[] {
  const sections = new Map<string, EstateSection & { sortKey: SortKey }>();
  const missing: EstateGroup[] = [];
  for (const estate of estates) {
    const sectionKey = sectionKeyOf(estate, key, locale);
    if (!sectionKey) {
      missing.push(estate);
      continue;
    }
    const section = sections.get(sectionKey.id) ?? { ...sectionKey, estates: [] };
    section.estates.push(estate);
    sections.set(sectionKey.id, section);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const ordered: EstateSection[] = [...sections.values()]
    .sort((left, right) => compareSortKeys(left.sortKey, right.sortKey, collator))
    .map(({ id, label, estates: members }) => ({ id, label, estates: members }));
  if (missing.length > 0)
    ordered.push({ id: MISSING_SECTION_ID, label: { kind: 'missing' }, estates: missing });
  return ordered;
}
