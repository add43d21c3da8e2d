import type { Locale, RentalPeriod, RentalUnit } from '@/content-api/schemas';
import { rentalJsonLd, serializeJsonLd } from '@/server/rental/rental-json-ld';

type Props = { unit: RentalUnit; locale: Locale; periods: RentalPeriod[] | null; siteUrl: string };

/** schema.org VacationRental with its Offer, for search engines. */
export function RentalJsonLd({ unit, locale, periods, siteUrl }: Props) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(rentalJsonLd(unit, locale, periods, siteUrl)) }}
    />
  );
}
