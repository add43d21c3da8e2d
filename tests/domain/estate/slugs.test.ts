import { describe, expect, it } from 'vitest';
import {
  buildProjectSlug,
  buildPropertySlug,
  canonicalSlug,
  projectUnitPath,
  slugify,
  stripQuotesAndDots,
} from '@/domain/estate/slugs';
import { estateGroup, estateRecord } from './estate-fixture';

describe('slugify', () => {
  it('lower-cases and turns spaces into single dashes', () => {
    expect(slugify('  Villa   Te Koop  ')).toBe('villa-te-koop');
  });

  it('folds accents and letters without an accent mark', () => {
    expect(slugify('Château à Liège')).toBe('chateau-a-liege');
    expect(slugify('Straße Ærø Œuvre')).toBe('strasse-aero-oeuvre');
  });

  it('removes punctuation without leaving double or edge dashes', () => {
    expect(slugify("--L'Orangerie, (nieuw)! & co.--")).toBe('lorangerie-nieuw-co');
  });

  it('keeps hyphenated names and separates on slashes', () => {
    expect(slugify('Sint-Martens-Latem 12/3')).toBe('sint-martens-latem-12-3');
  });
});

describe('buildPropertySlug', () => {
  it('joins subtype, transaction, "in", street address, zip and city', () => {
    expect(buildPropertySlug(estateRecord(), 'nl')).toBe('villa-te-koop-in-kortrijksesteenweg-12-9000-gent');
  });

  it('uses "a" in French and the French names', () => {
    expect(buildPropertySlug(estateRecord(), 'fr')).toBe('villa-a-vendre-a-kortrijksesteenweg-12-9000-gand');
  });

  it('falls back to another language when a name is missing in the wanted one', () => {
    expect(buildPropertySlug(estateRecord(), 'de')).toBe(
      'villa-zu-verkaufen-in-kortrijksesteenweg-12-9000-gent',
    );
  });

  it('builds the street from the localized street and number when street_address is missing', () => {
    const record = estateRecord({ address: { street_address: null } });
    expect(buildPropertySlug(record, 'fr')).toBe('villa-a-vendre-a-chaussee-de-courtrai-12-9000-gand');
  });

  it('leaves the street out when the address is not published', () => {
    const record = estateRecord({ address: { visible: false } });
    expect(buildPropertySlug(record, 'nl')).toBe('villa-te-koop-in-9000-gent');
  });

  it('drops "in" when the record has no address', () => {
    expect(buildPropertySlug(estateRecord({ address: null }), 'nl')).toBe('villa-te-koop');
  });
});

describe('buildProjectSlug', () => {
  const project = (title: string) =>
    estateRecord({ general: { project: true, title: { nl: title, fr: title } } });

  it('removes straight and curly quotes, apostrophes and dots from the title', () => {
    expect(stripQuotesAndDots(`Résidence "Le Parc" ‘t Hof “Noord” St.Jan`)).toBe(
      'Résidence Le Parc t Hof Noord StJan',
    );
  });

  it('joins the title, "in", zip and city', () => {
    expect(buildProjectSlug(project("Residentie 't Hof"), 'nl')).toBe('residentie-t-hof-in-9000-gent');
  });

  it('handles a French title with apostrophes and "a"', () => {
    expect(buildProjectSlug(project('Les Jardins d’Été St. Pierre'), 'fr')).toBe(
      'les-jardins-dete-st-pierre-a-9000-gand',
    );
  });

  it('is URI-encoded so it can be placed in a path as is', () => {
    const slug = buildProjectSlug(project('Résidence «Ô Soleil»'), 'fr');
    expect(slug).toBe('residence-o-soleil-a-9000-gand');
    expect(encodeURIComponent(slug)).toBe(slug);
  });
});

describe('canonicalSlug', () => {
  it('uses the property slug for an ordinary estate', () => {
    expect(canonicalSlug(estateGroup([estateRecord()]), 'nl')).toBe(
      'villa-te-koop-in-kortrijksesteenweg-12-9000-gent',
    );
  });

  it('uses the project slug when the main record is a project', () => {
    const main = estateRecord({ general: { project: true, title: { nl: 'Het Anker' } } });
    expect(canonicalSlug(estateGroup([main, estateRecord()]), 'nl')).toBe('het-anker-in-9000-gent');
  });

  it('falls back to the id when nothing usable remains', () => {
    const main = estateRecord({ general: { project: true, title: { nl: '...' } }, address: null });
    expect(canonicalSlug(estateGroup([main]), 'nl')).toBe('501');
  });
});

describe('projectUnitPath', () => {
  it('appends the unit id to the project URL', () => {
    expect(projectUnitPath('/nl/aanbod/2000/het-anker-in-9000-gent', 2001)).toBe(
      '/nl/aanbod/2000/het-anker-in-9000-gent/2001',
    );
  });

  it('does not double a trailing slash', () => {
    expect(projectUnitPath('/fr/offre/2000/le-parc-a-4000-liege/', '2002')).toBe(
      '/fr/offre/2000/le-parc-a-4000-liege/2002',
    );
  });
});
