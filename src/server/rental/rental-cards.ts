import 'server-only';
import { localize, type RentalUnit } from '@/content-api/schemas';
import type { RentalCardModel } from '@/display/rental/rental-card-model';
import { formatPrice } from '@/domain/estate';
import { frenchAtPlace, isVisibleRentalValue, rentalPhotoPath } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { rentalTranslator } from './rental-messages';

/**
 * The place of a unit as its texts name it: `location` alone, and `atLocation` with French 'à' already
 * merged with the article ('au Zoute'), which the French texts use.
 */
export function rentalLocationParams(unit: RentalUnit, locale: Locale) {
  const location = localize(unit.general.location.name, locale) || localize(unit.general.city.name, locale);
  return { location, atLocation: frenchAtPlace(location) };
}

/** '{type} in {location}', the name a unit goes by on cards, in titles and in search results. */
export function rentalTitle(unit: RentalUnit, locale: Locale): string {
  const type = localize(unit.general.subKind.name, locale);
  const place = rentalLocationParams(unit, locale);
  if (!place.location) return type;
  return rentalTranslator(locale)('RentalCard.title', { type, ...place });
}

/** The municipality, after the holiday place when that has a name of its own. */
function rentalPlace(unit: RentalUnit, locale: Locale): string {
  const location = localize(unit.general.location.name, locale);
  const city = localize(unit.general.city.name, locale);
  return location && location !== city ? [location, city].filter(Boolean).join(' · ') : city;
}

export function toRentalCardModel(unit: RentalUnit, locale: Locale): RentalCardModel {
  const t = rentalTranslator(locale);
  const counts = [
    { kind: 'guests', count: unit.general.maxOccupation },
    { kind: 'bedrooms', count: unit.rooms.bedrooms },
    { kind: 'bathrooms', count: unit.rooms.bathrooms },
  ] as const;
  const firstPhoto = unit.photos[0];
  const title = rentalTitle(unit, locale);
  return {
    id: unit.id,
    href: { pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: String(unit.id) } },
    title,
    place: rentalPlace(unit, locale),
    imageUrl: firstPhoto ? rentalPhotoPath(firstPhoto.medium) : null,
    imageAlt: title,
    priceFrom: isVisibleRentalValue(unit.priceFrom)
      ? t('RentalCard.priceFrom', { price: formatPrice(unit.priceFrom) })
      : null,
    facts: counts.flatMap(({ kind, count }) =>
      typeof count === 'number' && isVisibleRentalValue(count)
        ? [{ kind, text: t(`RentalCard.${kind}`, { count }) }]
        : [],
    ),
  };
}
