import { describe, expect, it } from 'vitest';
import { cardAlt, shareMetadata } from '@/server/sharing/share-metadata';

const site = {
  name: 'Kust & Duin Vastgoed',
  url: 'https://kust.example',
  languages: ['nl', 'fr', 'de'] as const,
};
const page = {
  locale: 'de' as const,
  title: 'Favoriten',
  description: 'Ihre gemerkten Immobilien.',
  url: '/de/favoriten',
  imagePath: '/og/de/card/favorites.png',
  imageAlt: 'Favoriten – Kust & Duin Vastgoed',
};

describe('sharing tags', () => {
  it("give one absolute 1200×630 PNG on the site's origin to Open Graph and Twitter alike", () => {
    const { openGraph, twitter } = shareMetadata(page, site);
    const image = 'https://kust.example/og/de/card/favorites.png';
    expect(openGraph).toMatchObject({
      type: 'website',
      siteName: 'Kust & Duin Vastgoed',
      title: 'Favoriten',
      description: 'Ihre gemerkten Immobilien.',
      url: '/de/favoriten',
      images: [
        { url: image, width: 1200, height: 630, type: 'image/png', alt: 'Favoriten – Kust & Duin Vastgoed' },
      ],
    });
    expect(twitter).toEqual({
      card: 'summary_large_image',
      title: 'Favoriten',
      description: 'Ihre gemerkten Immobilien.',
      images: [{ url: image, alt: 'Favoriten – Kust & Duin Vastgoed' }],
    });
  });

  it("name the page's language with its Belgian territory and only the site's other languages", () => {
    expect(shareMetadata(page, site).openGraph).toMatchObject({
      locale: 'de_BE',
      alternateLocale: ['nl_BE', 'fr_BE'],
    });
    const english = shareMetadata(
      { ...page, locale: 'en' },
      { ...site, languages: ['nl', 'fr', 'en', 'de'] },
    );
    expect(english.openGraph).toMatchObject({
      locale: 'en_GB',
      alternateLocale: ['nl_BE', 'fr_BE', 'de_BE'],
    });
  });

  it('leave out a description or address the page does not have', () => {
    const { openGraph } = shareMetadata({ ...page, description: undefined, url: undefined }, site);
    expect(openGraph).not.toHaveProperty('description');
    expect(openGraph).not.toHaveProperty('url');
  });

  it("name the site once in a card's alt text", () => {
    expect(cardAlt('Favoriten', 'Kust & Duin Vastgoed')).toBe('Favoriten – Kust & Duin Vastgoed');
    expect(cardAlt('Kust & Duin Vastgoed – Häuser', 'Kust & Duin Vastgoed')).toBe(
      'Kust & Duin Vastgoed – Häuser',
    );
  });
});
