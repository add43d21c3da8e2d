import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';

/** Open Graph names a language with its territory; the site serves Belgium (English: British). */
export const openGraphLocales: Readonly<Record<Locale, string>> = {
  nl: 'nl_BE',
  fr: 'fr_BE',
  en: 'en_GB',
  de: 'de_BE',
};

/** Every sharing image is drawn at the size link previews show in full (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/png';

/** What a page needs to say about the site it belongs to when it is shared. */
export interface SharingSite {
  /** The site's name (og:site_name, the brand in titles). */
  name: string;
  /** Its public address, without a trailing slash: the origin of every image URL. */
  url: string;
  /** The languages it offers, for og:locale:alternate. */
  languages: readonly Locale[];
}

export interface SharedPage {
  locale: Locale;
  /** The page's own title, without the site's name (og:site_name carries it). */
  title: string;
  description?: string;
  /** The canonical address, when the page has one. */
  url?: string;
  /** A path of the site's sharing image route (`shareImagePath`). */
  imagePath: string;
  /** What the image shows, for those who cannot see it. */
  imageAlt: string;
}

/**
 * The Open Graph and Twitter tags of a page: its title and description, one raster image of 1200×630
 * on the site's own origin, the site's name, and the page's language with the site's other languages
 * as alternates.
 */
export function shareMetadata(page: SharedPage, site: SharingSite): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = {
    url: `${site.url}${page.imagePath}`,
    ...SHARE_IMAGE_SIZE,
    type: SHARE_IMAGE_TYPE,
    alt: page.imageAlt,
  };
  const alternateLocale = site.languages
    .filter((language) => language !== page.locale)
    .map((language) => openGraphLocales[language]);
  return {
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: openGraphLocales[page.locale],
      alternateLocale,
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      ...(page.url ? { url: page.url } : {}),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/** The alt text of a branded card: what it shows, the page's title and the site's name (once). */
export function cardAlt(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} – ${siteName}`;
}
