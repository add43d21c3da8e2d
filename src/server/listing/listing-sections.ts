import 'server-only';
import { localize, type EstateGroup, type GroupKey } from '@/content-api/schemas';
import { estateLabels, formatPrice, valueLabel } from '@/domain/estate';
import { groupEstates, type GroupLabel } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import type { ListingSection } from '@/display/listing/listing-types';
import { listingTranslator } from './listing-messages';

type GroupTranslator = ReturnType<typeof listingTranslator<'EstateGroups'>>;

function priceRangeText(label: Extract<GroupLabel, { kind: 'priceRange' }>, t: GroupTranslator): string {
  const min = formatPrice(label.min);
  const max = label.max === null ? null : formatPrice(label.max);
  const range =
    max === null
      ? t('priceFrom', { min })
      : label.min === 0
        ? t('priceUpTo', { max })
        : t('priceBetween', { min, max });
  return label.rental ? t('rentSuffix', { range }) : range;
}

/** The heading of a section: head type codes and price ranges translated, names from the data. */
function sectionTitle(label: GroupLabel, locale: Locale, t: GroupTranslator): string {
  switch (label.kind) {
    case 'headType':
      return valueLabel(estateLabels(locale), 'type', label.code) || label.code;
    case 'name':
      return localize(label.name, locale);
    case 'priceRange':
      return priceRangeText(label, t);
    case 'missing':
      return t('missing');
  }
}

/**
 * The sections of one page of results in the group orders of spec §9. Pages arrive sorted by the
 * group first, so a section that a page leaves open continues on the next one under the same id.
 */
export function listingSections(
  estates: readonly EstateGroup[],
  group: GroupKey,
  locale: Locale,
): ListingSection[] {
  const t = listingTranslator(locale, 'EstateGroups');
  return groupEstates(estates, group, locale).map((section) => ({
    id: section.id,
    title: sectionTitle(section.label, locale, t),
    estateIds: section.estates.map((estate) => estate.id),
  }));
}
