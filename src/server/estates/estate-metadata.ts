import type { Metadata } from 'next';
import type { Locale } from '@/content-api/schemas';
import { estateLanguageUrls } from '@/display/estate/estate-paths';
import {
  subjectMainImage,
  subjectSummary,
  subjectTitle,
  type EstateSubject,
} from '@/display/estate/estate-subject';
import { shareImagePath } from '@/server/sharing/share-image-paths';
import { cardAlt, shareMetadata, type SharingSite } from '@/server/sharing/share-metadata';

export interface EstateMetadataOptions {
  /** The site being served: its address (`url`), name and languages. */
  site: SharingSite;
  /** Used when the estate has no description of its own. */
  fallbackDescription: string;
}

/**
 * Title, description, canonical URL, hreflang alternates (each language with its own slug, plus
 * x-default) and the sharing tags, whose image is the main photo drawn at 1200×630 on the site's own
 * origin (the site's card for an estate without photos).
 */
export function estateMetadata(
  subject: EstateSubject,
  locale: Locale,
  { site, fallbackDescription }: EstateMetadataOptions,
): Metadata {
  const urls = estateLanguageUrls(site.url, subject.group, subject.unit);
  const title = subjectTitle(subject, locale);
  const description = subjectSummary(subject, locale) || fallbackDescription;
  const imagePath = shareImagePath(locale, {
    kind: 'estate',
    estateId: subject.group.id,
    unitId: subject.unit ? subject.unit.general.id : null,
  });
  return {
    title,
    description,
    alternates: { canonical: urls[locale], languages: urls },
    ...shareMetadata(
      {
        locale,
        title,
        description,
        url: urls[locale],
        imagePath,
        imageAlt: subjectMainImage(subject) ? title : cardAlt(title, site.name),
      },
      site,
    ),
  };
}
