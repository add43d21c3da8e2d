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

/**
 * The agency's own wording of a site text (a key of the site's messages, same placeholders): the
 * site lays it over its bundled text, so it shows in the footer of every page.
 */
const footerRights: Record<DemoLocale, string> = {
  nl: '© {year} {siteName} · erkend vastgoedmakelaar BIV. Alle rechten voorbehouden.',
  fr: '© {year} {siteName} · agent immobilier agréé IPI. Tous droits réservés.',
  en: '© {year} {siteName} · licensed estate agent. All rights reserved.',
  de: '© {year} {siteName} · zugelassener Immobilienmakler. Alle Rechte vorbehalten.',
};

/** A few service-side labels per language, as flat dotted keys, and one site text reworded. */
export function buildTranslations(locale: DemoLocale): Translations {
  const entries: [string, string][] = [
    ['site.tagline', tagline[locale]],
    ['Footer.rights', footerRights[locale]],
  ];
  for (const status of statusesOf('one'))
    entries.push([`estate.status.${status}`, transactionFor('one', status).name[locale]]);
  for (const type of Object.values(headTypes))
    entries.push([`estate.headType.${type.code}`, type.name[locale]]);
  for (const [type, name] of Object.entries(periodTypeNames))
    entries.push([`rental.periodType.${type}`, name[locale]]);
  return Object.fromEntries(entries);
}
