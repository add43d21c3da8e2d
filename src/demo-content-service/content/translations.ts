import type { Translations } from '@/content-api/schemas';
import type { DemoLocale } from '../localized';
import { headTypes } from '../dataset/estate-catalogue';
import { periodTypeNames } from '../dataset/rental-places';
import { transactionFor, statusesOf } from '../dataset/transactions';

const tagline: Record<DemoLocale, string> = {
  nl: 'Uw vastgoedpartner van kust tot Ardennen',
  fr: 'Votre partenaire immobilier de la côte aux Ardennes',
  en: 'Your property partner from the coast to the Ardennes',
  de: 'Ihr Immobilienpartner von der Küste bis in die Ardennen',
};

/** A few service-side labels per language, as flat dotted keys. */
export function buildTranslations(locale: DemoLocale): Translations {
  const entries: [string, string][] = [['site.tagline', tagline[locale]]];
  for (const status of statusesOf('one'))
    entries.push([`estate.status.${status}`, transactionFor('one', status).name[locale]]);
  for (const type of Object.values(headTypes))
    entries.push([`estate.headType.${type.code}`, type.name[locale]]);
  for (const [type, name] of Object.entries(periodTypeNames))
    entries.push([`rental.periodType.${type}`, name[locale]]);
  return Object.fromEntries(entries);
}
