import {
  defaultLocale,
  localize,
  type EstateGroup,
  type EstateStatus,
  type GroupKey,
  type Locale,
  type LocalizedString,
} from '@/content-api/schemas';
import { HEAD_TYPE_GROUP_ORDER, STATUS_SECTION_ORDER } from './constants';
import { mainRecord } from './main-record';
import { priceBucketOf, type PriceBucket } from './price-buckets';
import { KEYED_SECTION, MISSING_SECTION_ORDER, sortSections, type SectionOrder } from './section-order';
import { estateStatus, isRentStatus } from './transaction-status';

/**
 * What a section heading says. Names come from the data; head type codes, statuses and the
 * missing-key group are translated by the interface (the missing-key group reads nl Projecten,
 * fr Projets, en Projects, de Projekte: estates without a key are typically projects).
 */
export type GroupLabel =
  | { kind: 'headType'; id: number; code: string }
  | { kind: 'status'; status: EstateStatus }
  | { kind: 'name'; name: LocalizedString }
  | ({ kind: 'priceRange' } & PriceBucket)
  | { kind: 'missing' };

export interface EstateSection {
  /** Stable across renders, pages and languages, e.g. 'type:1', 'status:SOLD', 'missing'. */
  id: string;
  label: GroupLabel;
  order: SectionOrder;
  estates: EstateGroup[];
}

type SectionKey = Omit<EstateSection, 'estates'>;

export const MISSING_SECTION_ID = 'missing';

/** Listed values first in the listed order, then any other by itself. */
function rankIn<T extends number | string>(order: readonly T[], value: T): SectionOrder {
  const position = order.indexOf(value);
  return position === -1 ? [KEYED_SECTION, order.length, value] : [KEYED_SECTION, position];
}

/** The section of one estate under one grouping, or null when the estate has no such key. */
function sectionKeyOf(estate: EstateGroup, key: GroupKey, locale: Locale): SectionKey | null {
  const record = mainRecord(estate);
  const { general } = record;
  switch (key) {
    case 'type':
      return {
        id: `type:${general.headType.id}`,
        label: { kind: 'headType', id: general.headType.id, code: general.headType.name },
        order: rankIn(HEAD_TYPE_GROUP_ORDER, general.headType.id),
      };
    case 'status': {
      // The same answer as the badge on the card, so a card never contradicts its heading.
      const status = estateStatus(record);
      return {
        id: `status:${status}`,
        label: { kind: 'status', status },
        order: rankIn(STATUS_SECTION_ORDER, status),
      };
    }
    case 'city': {
      const city = record.address?.city;
      if (!city) return null;
      const name = localize(city.name, locale);
      return {
        id: `city:${city.id}`,
        label: { kind: 'name', name: city.name },
        order: [KEYED_SECTION, name, city.id],
      };
    }
    case 'subtype':
      if (!general.subType) return null;
      return {
        id: `subtype:${general.subType.id}`,
        label: { kind: 'name', name: general.subType.name },
        order: [KEYED_SECTION, general.subType.id],
      };
    case 'price': {
      const price = record.price?.value;
      // No price is "price on request": no bucket to put it in.
      if (typeof price !== 'number' || price <= 0) return null;
      const bucket = priceBucketOf(price, isRentStatus(estateStatus(record)));
      const kind = bucket.rental ? 'rent' : 'sale';
      return {
        id: `price:${kind}:${bucket.min}`,
        label: { kind: 'priceRange', ...bucket },
        order: [KEYED_SECTION, bucket.rental ? 1 : 0, bucket.min],
      };
    }
  }
}

/**
 * Splits estates into sections by the main record's type, status, city, subtype or price (spec §4),
 * in the orders of spec §9: type by its id list, status by the statuses of its id list, city
 * alphabetically in the visitor's language, subtype by id, price by bucket (sales before rents).
 * Estates keep their order within a section; those without a key form one last section.
 */
export function groupEstates(
  estates: readonly EstateGroup[],
  key: GroupKey,
  locale: Locale = defaultLocale,
): EstateSection[] {
  const sections = new Map<string, EstateSection>();
  for (const estate of estates) {
    const sectionKey = sectionKeyOf(estate, key, locale) ?? {
      id: MISSING_SECTION_ID,
      label: { kind: 'missing' },
      order: MISSING_SECTION_ORDER,
    };
    const section = sections.get(sectionKey.id) ?? { ...sectionKey, estates: [] };
    section.estates.push(estate);
    sections.set(sectionKey.id, section);
  }
  return sortSections([...sections.values()], locale);
}
