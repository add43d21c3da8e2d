import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RentalDetailView } from '@/components/rental/RentalDetailView';
import { isLocale } from '@/i18n/locales';
import { rentalTitle } from '@/server/rental/rental-cards';
import { loadRentalAvailability, loadRentalUnit } from '@/server/rental/rental-detail';
import { todayInBelgium } from '@/server/rental/rental-listing';
import { rentalMetadata } from '@/server/rental/rental-metadata';
import { withSiteLanguages } from '@/server/site-languages';
import { loadSharingSite } from '@/server/sharing/sharing-site';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string; rentalUnitId: string }> };

async function resolve(params: Props['params']) {
  const { lang, rentalUnitId } = await params;
  if (!isLocale(lang)) return null;
  const unit = await loadRentalUnit(decodeURIComponent(rentalUnitId), lang);
  return unit ? { lang, unit } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return {};
  return withSiteLanguages(rentalMetadata(found.unit, found.lang, await loadSharingSite(found.lang)));
}

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
