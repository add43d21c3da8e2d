import 'server-only';
import type { Metadata } from 'next';
import { localize, type RentalUnit } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { rentalLocationParams, rentalTitle } from './rental-cards';
import { rentalTranslator } from './rental-messages';
import { absolutePhotoUrl, rentalDetailAlternates } from './rental-urls';

/** A short description for search results: the unit's own summary, else one written from its facts. */
export function rentalDescription(unit: RentalUnit, locale: Locale): string {
  const own = localize(unit.general.descriptionShort, locale).trim();
  if (own) return own;
  return rentalTranslator(locale)('RentalMetadata.description', {
    type: localize(unit.general.subKind.name, locale),
    count: unit.general.maxOccupation ?? 0,
    ...rentalLocationParams(unit, locale),
  });
}

/**
 * Title, description, canonical URL, hreflang alternates and the sharing card of a rental unit, on
 * the site at `siteUrl`.
 */
export function rentalMetadata(unit: RentalUnit, locale: Locale, siteUrl: string): Metadata {
  const languages = rentalDetailAlternates(siteUrl, unit.id);
  const title = rentalTitle(unit, locale);
  const description = rentalDescription(unit, locale);
  const photo = unit.photos[0];
  return {
    title,
    description,
    alternates: { canonical: languages[locale], languages },
    openGraph: {
      title,
      description,
      locale,
      type: 'website',
      url: languages[locale],
      ...(photo ? { images: [{ url: absolutePhotoUrl(siteUrl, photo.original), alt: title }] } : {}),
    },
  };
}
