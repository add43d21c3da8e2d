import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RentalJsonLd } from '@/components/rental/RentalJsonLd';
import { rentalMetadata } from '@/server/rental/rental-metadata';
import { rentalUnit } from '../../domain/rental/rental-fixture';

// The address of the site being served: every absolute URL starts with it.
const site = 'https://kust.example';
const sharingSite = { name: 'Kust & Duin Vastgoed', url: site, languages: ['nl', 'fr', 'de'] as const };

function jsonLdOf(markup: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(markup)?.[1] ?? '{}';
  return JSON.parse(json) as Record<string, unknown>;
}

describe('rental detail metadata', () => {
  it('gives title, description, canonical URL and every language with its own stem', () => {
    const metadata = rentalMetadata(rentalUnit(), 'fr', sharingSite);
    expect(metadata.title).toBe('Appartement au Zoute');
    expect(metadata.description).toBe('Appartement voor 4 personen aan zee.');
    expect(metadata.alternates).toEqual({
      canonical: `${site}/fr/vacances/501`,
      languages: {
        nl: `${site}/nl/vakantie/501`,
        fr: `${site}/fr/vacances/501`,
        en: `${site}/en/holiday/501`,
        de: `${site}/de/feiertage/501`,
        'x-default': `${site}/nl/vakantie/501`,
      },
    });
    expect(metadata.openGraph).toMatchObject({ url: `${site}/fr/vacances/501` });
  });

  it("shares the unit's photo as a 1200×630 PNG on the site's own origin, with the site's name and languages", () => {
    const metadata = rentalMetadata(rentalUnit(), 'fr', sharingSite);
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Kust & Duin Vastgoed',
      locale: 'fr_BE',
      alternateLocale: ['nl_BE', 'de_BE'],
      images: [
        {
          url: `${site}/og/fr/holiday/501.png`,
          width: 1200,
          height: 630,
          type: 'image/png',
          alt: 'Appartement au Zoute',
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: `${site}/og/fr/holiday/501.png` }],
    });
  });

  it("names the site in the image's alt text when a unit without photos shares the site's card", () => {
    const metadata = rentalMetadata(rentalUnit({ photos: [] }), 'fr', sharingSite);
    expect(metadata.openGraph).toMatchObject({
      images: [{ alt: 'Appartement au Zoute – Kust & Duin Vastgoed' }],
    });
  });

  it('writes a description from the facts when the unit has no summary', () => {
    const base = rentalUnit();
    const unit = rentalUnit({ general: { ...base.general, descriptionShort: {} } });
    expect(rentalMetadata(unit, 'en', sharingSite).description).toMatch(
      /^Apartment for 4 guests in Het Zoute\./,
    );
  });
});

/** The unit of the fixture with the eight photos Google asks of a vacation rental listing. */
function listedUnit(overrides: Parameters<typeof rentalUnit>[0] = {}) {
  const photos = Array.from({ length: 9 }, (_, index) => ({
    original: `http://content.test/sites/demo/rental-units/photo/501/${index}-original.svg`,
    medium: `http://content.test/sites/demo/rental-units/photo/501/${index}-medium.svg`,
    thumbnail: `http://content.test/sites/demo/rental-units/photo/501/${index}-thumbnail.svg`,
  }));
  return rentalUnit({ photos, ...overrides });
}

describe('RentalJsonLd', () => {
  it('renders the VacationRental of the unit in the page language', () => {
    const markup = renderToStaticMarkup(
      <RentalJsonLd unit={listedUnit()} locale="fr" siteUrl={site} languages={['nl', 'fr']} />,
    );
    expect(jsonLdOf(markup)).toMatchObject({
      '@type': 'VacationRental',
      url: `${site}/fr/vacances/501`,
      name: 'Appartement au Zoute',
      knowsLanguage: ['nl', 'fr'],
    });
  });

  it('renders nothing for a unit Google would reject (here: fewer than eight photos)', () => {
    const markup = renderToStaticMarkup(
      <RentalJsonLd unit={rentalUnit()} locale="nl" siteUrl={site} languages={['nl']} />,
    );
    expect(markup).toBe('');
  });

  it('cannot be broken out of by text from the service', () => {
    const base = listedUnit();
    const unit = listedUnit({
      general: { ...base.general, descriptionShort: { nl: '</script><script>alert(1)</script>' } },
    });
    const markup = renderToStaticMarkup(
      <RentalJsonLd unit={unit} locale="nl" siteUrl={site} languages={['nl']} />,
    );
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(markup).description).toBe('</script><script>alert(1)</script>');
  });
});
