import type { Locale, RentalUnit } from '@/content-api/schemas';
import { JsonLdScript } from '@/components/seo/JsonLdScript';
import { vacationRentalJsonLd } from '@/server/rental/rental-json-ld';

type Props = { unit: RentalUnit; locale: Locale; siteUrl: string; languages: readonly Locale[] };

/** schema.org VacationRental for search engines; nothing for a unit that misses a required property. */
export function RentalJsonLd({ unit, locale, siteUrl, languages }: Props) {
  const data = vacationRentalJsonLd(unit, locale, { siteUrl, languages });
  return data ? <JsonLdScript data={data} /> : null;
}
