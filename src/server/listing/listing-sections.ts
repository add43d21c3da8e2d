import 'server-only';
import { localize, type EstateGroup, type GroupKey } from '@/content-api/schemas';
import { estateLabels, formatPrice, valueLabel } from '@/domain/estate';
import { groupEstates, statusBadges, type GroupLabel } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import type { ListingSection } from '@/display/listing/listing-types';
import { statusMessageKeys } from '@/display/listing/status-labels';
import { listingTranslator } from './listing-messages';

type GroupTranslator = ReturnType<typeof listingTranslator<'EstateGroups'>>;

/** A status heading reads exactly as the badges on the cards under it. */
function statusTitle(label: Extract<GroupLabel, { kind: 'status' }>, locale: Locale): string {
  return listingTranslator(locale, 'EstateCard')(statusMessageKeys[statusBadges[label.status]]);
}

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

/** The heading of a section: head types, statuses and price ranges translated, names from the data. */
function sectionTitle(label: GroupLabel, locale: Locale, t: GroupTranslator): string {
  switch (label.kind) {
    case 'headType':
      return valueLabel(estateLabels(locale), 'type', label.code) || label.code;
    case 'status':
      return statusTitle(label, locale);
    case 'name':
      return localize(label.name, locale);
    case 'priceRange':
      return priceRangeText(label, t);
    case 'missing':
      return t('missing');
  }
}

/**
 * The sections of one page of results in the group orders of spec §9. A section of a later page with
 * an id already shown joins that section; its order places a new one among the others.
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
    order: section.order,
    estateIds: section.estates.map((estate) => estate.id),
  }));
}
