import { localize, type EstateRecord, type Locale } from '@/content-api/schemas';
import type { JsonLd } from '../json-ld';
import { estateOffer, projectOffer } from './estate-offers';
import { estatePath } from './estate-paths';
import { subjectPictures, subjectSummary, subjectTitle, type EstateSubject } from './estate-subject';

export interface EstateJsonLdOptions {
  siteUrl: string;
  /** Name of the home page in the breadcrumb trail. */
  homeLabel: string;
}

/** The street only when the agency publishes it (spec §5); postcode, town and country always. */
function postalAddress(record: EstateRecord, locale: Locale): JsonLd | null {
  const address = record.address;
  if (!address) return null;
  const street = address.visible
    ? address.street_address?.trim() ||
      [localize(address.street, locale), address.number].filter(Boolean).join(' ')
    : '';
  return {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    postalCode: address.zip || address.city.zip,
    addressLocality: localize(address.city.name, locale),
    addressCountry: address.country,
  };
}

/** Coordinates would pinpoint a hidden address, so they go out only with a visible one. */
function geoCoordinates(record: EstateRecord): JsonLd | null {
  const point = record.address?.geoLocation;
  if (!point || !record.address?.visible) return null;
  return { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lon };
}

/**
 * schema.org RealEstateListing (https://schema.org/RealEstateListing, a WebPage): the place (address
 * and geo), the photos and the offer: a project's AggregateOffer over its units, an estate's or a
 * unit's Offer; none without a public price (`estate-offers.ts`).
 */
export function realEstateListingJsonLd(
  subject: EstateSubject,
  locale: Locale,
  { siteUrl }: EstateJsonLdOptions,
): JsonLd {
  const url = `${siteUrl}${estatePath(subject.group, locale, subject.unit)}`;
  const { record } = subject;
  const address = postalAddress(record, locale);
  const geo = geoCoordinates(record);
  const description = subjectSummary(subject, locale);
  const offers =
    subject.project && !subject.unit ? projectOffer(subject.group, url) : estateOffer(record, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: subjectTitle(subject, locale),
    ...(description && { description }),
    inLanguage: locale,
    datePosted: record.general.publicationDate.slice(0, 10),
    // A photo the site serves itself is a path on it; structured data names whole addresses.
    image: subjectPictures(subject).map((picture) => new URL(picture.file, siteUrl).href),
    ...(offers && { offers }),
    ...((address || geo) && {
      contentLocation: { '@type': 'Place', ...(address && { address }), ...(geo && { geo }) },
    }),
  };
}

/** Home, the project (on a unit page) and the page itself. */
export function breadcrumbJsonLd(
  subject: EstateSubject,
  locale: Locale,
  { siteUrl, homeLabel }: EstateJsonLdOptions,
): JsonLd {
  const trail = [{ name: homeLabel, url: `${siteUrl}/${locale}` }];
  if (subject.unit && subject.project) {
    const projectSubject = { ...subject, record: subject.project, unit: null };
    trail.push({
      name: subjectTitle(projectSubject, locale),
      url: `${siteUrl}${estatePath(subject.group, locale)}`,
    });
  }
  trail.push({
    name: subjectTitle(subject, locale),
    url: `${siteUrl}${estatePath(subject.group, locale, subject.unit)}`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
