import type { Metadata } from 'next';
import type { Locale } from '@/content-api/schemas';
import { estateLanguageUrls } from '@/display/estate/estate-paths';
import {
  subjectMainImage,
  subjectSummary,
  subjectTitle,
  type EstateSubject,
} from '@/display/estate/estate-subject';

/** Open Graph wants a territory with the language; the site serves Belgium. */
const openGraphLocales: Readonly<Record<Locale, string>> = {
  nl: 'nl_BE',
  fr: 'fr_BE',
  en: 'en_GB',
  de: 'de_BE',
};

/** The same size the demo and most agencies deliver their photos in (4:3). */
export const photoSize = { width: 1200, height: 900 } as const;

export interface EstateMetadataOptions {
  siteUrl: string;
  /** Used when the estate has no description of its own. */
  fallbackDescription: string;
}

/**
 * Title, description, canonical URL, hreflang alternates (each language with its own slug, plus
 * x-default) and the social previews built from the main photo.
 */
export function estateMetadata(
  subject: EstateSubject,
  locale: Locale,
  { siteUrl, fallbackDescription }: EstateMetadataOptions,
): Metadata {
  const urls = estateLanguageUrls(siteUrl, subject.group, subject.unit);
  const title = subjectTitle(subject, locale);
  const description = subjectSummary(subject, locale) || fallbackDescription;
  const image = subjectMainImage(subject);
  const images = image ? [{ url: image, ...photoSize, alt: title }] : undefined;
  return {
    title,
    description,
    alternates: { canonical: urls[locale], languages: urls },
    openGraph: {
      type: 'website',
      url: urls[locale],
      title,
      description,
      locale: openGraphLocales[locale],
      alternateLocale: Object.entries(openGraphLocales)
        .filter(([language]) => language !== locale)
        .map(([, code]) => code),
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image] : undefined,
    },
  };
}
