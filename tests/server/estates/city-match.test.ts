import { describe, expect, it } from 'vitest';
import type { FilterLocation } from '@/content-api/schemas';
import { matchCities, normalizeForSearch } from '@/server/estates/city-match';

function location(id: number, zip: string, name: FilterLocation['name'], alias?: FilterLocation['alias']) {
  return { id, zip, name, alias: alias ?? null, lat: null, lon: null } satisfies FilterLocation;
}

const locations: FilterLocation[] = [
  location(1, '1000', { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' }),
  location(2, '9000', { nl: 'Gent', fr: 'Gand' }),
  location(3, '4000', { nl: 'Luik', fr: 'Liège', de: 'Lüttich' }),
  location(4, '1640', { nl: 'Sint-Genesius-Rode', fr: 'Rhode-Saint-Genèse' }),
  location(5, '2140', { nl: 'Borgerhout' }, { nl: 'Antwerpen-Borgerhout' }),
  location(6, '9030', { nl: 'Mariakerke' }, { nl: 'Gent-Mariakerke' }),
  location(7, '1050', { nl: 'Elsene', fr: 'Ixelles' }),
];

describe('normalizeForSearch', () => {
  it('drops accents and case and reads punctuation as spaces', () => {
    expect(normalizeForSearch(' Rhode-Saint-Genèse ')).toBe('rhode saint genese');
    expect(normalizeForSearch('LIÈGE')).toBe('liege');
  });
});

describe('matchCities', () => {
  it('matches without accents and names the city in the visitor language', () => {
    expect(matchCities(locations, 'liege', 'nl')).toEqual([
      { id: 3, zip: '4000', name: 'Luik', lat: null, lon: null },
    ]);
    expect(matchCities(locations, 'LUIK', 'fr')).toEqual([
      { id: 3, zip: '4000', name: 'Liège', lat: null, lon: null },
    ]);
    expect(matchCities(locations, 'brussel', 'de')).toEqual([
      { id: 1, zip: '1000', name: 'Brüssel', lat: null, lon: null },
    ]);
  });

  it('matches a zip code by its start only', () => {
    expect(matchCities(locations, '90', 'nl').map((city) => city.id)).toEqual([2, 6]);
    expect(matchCities(locations, '40', 'nl').map((city) => city.id)).toEqual([3]);
    expect(matchCities(locations, '640', 'nl')).toEqual([]);
  });

  it('matches an alias, and words inside compound names', () => {
    expect(matchCities(locations, 'antwerpen', 'nl').map((city) => city.id)).toEqual([5]);
    expect(matchCities(locations, 'genesius', 'nl').map((city) => city.id)).toEqual([4]);
    expect(matchCities(locations, 'saint genese', 'nl').map((city) => city.id)).toEqual([4]);
  });

  it('puts names that start with the query before names that only contain it', () => {
    // "Gent" starts with it; "Gent-Mariakerke" only has it as an alias, also at its start: both rank 1,
    // then by name. "Sint-Genesius-Rode" has a word starting with "gen".
    expect(matchCities(locations, 'gen', 'nl').map((city) => city.id)).toEqual([2, 6, 4]);
  });

  it('answers at most the limit, and nothing for a blank query', () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      location(100 + index, `${3000 + index}`, { nl: `Dorp ${index}` }),
    );
    expect(matchCities(many, 'dorp', 'nl')).toHaveLength(10);
    expect(matchCities(many, ' - ', 'nl')).toEqual([]);
  });

  it('lists every city only once', () => {
    expect(matchCities([...locations, ...locations], 'elsene', 'fr')).toEqual([
      { id: 7, zip: '1050', name: 'Ixelles', lat: null, lon: null },
    ]);
  });
});
