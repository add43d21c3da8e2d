import 'server-only';
import type { Metadata } from 'next';
import { localize, type RentalUnit } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { rentalLocationParams, rentalTitle } from './rental-cards';
import { rentalTranslator } from './rental-messages';
import { shareImagePath } from '@/server/sharing/share-image-paths';
import { cardAlt, shareMetadata, type SharingSite } from '@/server/sharing/share-metadata';
import { rentalDetailAlternates } from './rental-urls';

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
 * Title, description, canonical URL, hreflang alternates and the sharing tags of a rental unit, on the
 * site being served: its image is the unit's first photo drawn at 1200×630 on the site's own origin
 * (the site's card for a unit without photos).
 */
export function rentalMetadata(unit: RentalUnit, locale: Locale, site: SharingSite): Metadata {
  const languages = rentalDetailAlternates(site.url, unit.id);
  const title = rentalTitle(unit, locale);
  const description = rentalDescription(unit, locale);
  return {
    title,
    description,
    alternates: { canonical: languages[locale], languages },
    ...shareMetadata(
      {
        locale,
        title,
        description,
        url: languages[locale],
        imagePath: shareImagePath(locale, { kind: 'rental', unitId: String(unit.id) }),
        imageAlt: unit.photos.length > 0 ? title : cardAlt(title, site.name),
      },
      site,
    ),
  };
}
