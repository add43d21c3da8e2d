import type { EstatePage } from '@/content-api/schemas';
import { demoLocales, mapLocales, slugify } from '../localized';
import { inCity } from '../dataset/estate-titles';
import { municipalities, type Municipality } from '../dataset/municipalities';
import { collectionIds } from '../dataset/transactions';
import { pageTitles, pageUrls } from './page-urls';

type TransactionKey = 'forSale' | 'forRent';
const collectionOf: Record<TransactionKey, number> = {
  forSale: collectionIds.forSale,
  forRent: collectionIds.forRent,
};

/** 'te-koop', 'a-vendre', 'for-sale', … -> the transaction they name. */
function transactionBySlug(slug: string): TransactionKey | undefined {
  return (['forSale', 'forRent'] as const).find((key) =>
    demoLocales.some((locale) => pageUrls[key][locale].slice(1) === slug),
  );
}

/** German URLs write umlauts out ('luettich'), others drop the accent ('luttich'): both are accepted. */
function slugVariants(name: string): string[] {
  const spelledOut = name.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ü/g, 'Ue');
  return [slugify(name), slugify(spelledOut)];
}

/** 'gent', 'gand', 'ghent', or an alias slug like 'knokke' -> the municipality. */
function municipalityBySlug(slug: string): Municipality | undefined {
  return municipalities.find((municipality) =>
    [...Object.values(municipality.name), ...Object.values(municipality.alias ?? {})].some(
      (name) => name !== undefined && slugVariants(name).includes(slug),
    ),
  );
}

const intro = {
  nl: (what: string, where: string) =>
    `Ontdek ons volledige aanbod ${what.toLowerCase()} ${where}. Stel uw filters in en bewaar uw favorieten.`,
  fr: (what: string, where: string) =>
    `Découvrez toute notre offre ${what.toLowerCase()} ${where}. Affinez vos filtres et enregistrez vos favoris.`,
  en: (what: string, where: string) =>
    `Discover all our properties ${what.toLowerCase()} ${where}. Refine your filters and save your favourites.`,
  de: (what: string, where: string) =>
    `Entdecken Sie unser gesamtes Angebot (${what.toLowerCase()}) ${where}. Verfeinern Sie Ihre Filter und speichern Sie Ihre Favoriten.`,
};

/** A landing page for a transaction in a city, e.g. /te-koop/gent; undefined when either slug is unknown. */
export function findEstatePage(transactionSlug: string, citySlug: string): EstatePage | undefined {
  const transaction = transactionBySlug(transactionSlug);
  const municipality = municipalityBySlug(citySlug);
  if (!transaction || !municipality) return undefined;
  const collection = collectionOf[transaction];
  const title = pageTitles[transaction];
  return {
    id: collection * 1000 + municipality.id,
    title: mapLocales((locale) => `${title[locale]} ${inCity(locale, municipality.name[locale])}`),
    text: mapLocales((locale) => intro[locale](title[locale], inCity(locale, municipality.name[locale]))),
    node: {
      kind: 'estates',
      query: { collections: [collection], terms: { 'address.city.id': [municipality.id] } },
      collections: [collection],
      groupOptions: ['type', 'price'],
    },
  };
}
