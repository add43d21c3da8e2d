import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RentalDetailView } from '@/components/rental/RentalDetailView';
import { isLocale } from '@/i18n/locales';
import { rentalTitle } from '@/server/rental/rental-cards';
import { loadRentalAvailability } from '@/server/rental/rental-detail';
import { todayInBelgium } from '@/server/rental/rental-listing';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { resolve, type Props } from './metadata';

export { generateMetadata } from './metadata';

/** Holiday rental detail: /nl/vakantie/{id}, /fr/vacances/{id}, /en/holiday/{id}, /de/feiertage/{id}. */
export default async function RentalUnitPage({ params }: Props) {
  const { lang: asked } = await params;
  if (!isLocale(asked)) notFound();
  const found = await resolve(params);
  if (!found) return <NotFoundPage locale={asked} />;
  const { lang, unit } = found;
  setRequestLocale(lang);
  const availability = await loadRentalAvailability(String(unit.id), lang);
  return (
    <RentalDetailView
      unit={unit}
      availability={availability}
      locale={lang}
      title={rentalTitle(unit, lang)}
      today={todayInBelgium()}
    />
  );
}
