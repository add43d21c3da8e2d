import type { Locale, Site } from '@/content-api/schemas';
import { withoutEmpty, type JsonLd } from '../json-ld';

/*
 * The agency and its website, on the home page.
 *
 * The agency as schema.org RealEstateAgent (https://schema.org/RealEstateAgent: a LocalBusiness, so an
 * Organization and a Place) with what Google reads of an organization
 * (https://developers.google.com/search/docs/appearance/structured-data/organization): name, url,
 * logo, address, telephone, email, all from the site record of the content service. No sameAs: the
 * content service names no profile of the agency elsewhere.
 *
 * The website as schema.org WebSite (https://schema.org/WebSite) with name, url and inLanguage, as
 * Google reads a site's name (https://developers.google.com/search/docs/appearance/site-names): one
 * per language, each at its own home page. No SearchAction: the site searches by filters, and no
 * address of it takes a free-text query.
 */

export interface SiteJsonLdOptions {
  /** The origin of the site being served, as the visitor reached it. */
  siteUrl: string;
  /** The logo's absolute address, or null when the site has none. */
  logoUrl: string | null;
}

const agencyId = (siteUrl: string) => `${siteUrl}/#agency`;

function agencyAddress(site: Site): JsonLd | null {
  const { street, zip, city } = site.contact;
  if (![street, zip, city].some((part) => part.trim())) return null;
  return withoutEmpty({
    '@type': 'PostalAddress',
    streetAddress: street.trim(),
    postalCode: zip.trim(),
    addressLocality: city.trim(),
  });
}

/** The agency behind the site. */
export function realEstateAgentJsonLd(site: Site, { siteUrl, logoUrl }: SiteJsonLdOptions): JsonLd {
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyId(siteUrl),
    name: site.name,
    url: `${siteUrl}/`,
    logo: logoUrl,
    address: agencyAddress(site),
    telephone: site.contact.phone.trim(),
    email: site.contact.email.trim(),
    knowsLanguage: site.languages,
  });
}

/** The website in one language, published by the agency. */
export function webSiteJsonLd(site: Site, locale: Locale, { siteUrl }: SiteJsonLdOptions): JsonLd {
  const home = `${siteUrl}/${locale}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: site.name,
    url: home,
    inLanguage: locale,
    publisher: { '@id': agencyId(siteUrl) },
  };
}
