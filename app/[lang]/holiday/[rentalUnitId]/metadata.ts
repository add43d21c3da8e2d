import type { Metadata } from 'next';
import { isLocale } from '@/i18n/locales';
import { loadRentalUnit } from '@/server/rental/rental-detail';
import { rentalMetadata } from '@/server/rental/rental-metadata';
import { withSiteLanguages } from '@/server/site-languages';
import { loadSharingSite } from '@/server/sharing/sharing-site';

export type Props = { params: Promise<{ lang: string; rentalUnitId: string }> };

/** The holiday rental this address names, if the content service has it. */
export async function resolve(params: Props['params']) {
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
