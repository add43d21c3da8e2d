import { describe, expect, it } from 'vitest';
import type { RentalUnit } from '@/content-api/schemas';
import { missingVacationRentalProperties, vacationRentalJsonLd } from '@/server/rental/rental-json-ld';
import { rentalUnit } from '../../domain/rental/rental-fixture';

const site = 'https://kust.example';
const options = { siteUrl: site, languages: ['nl', 'fr', 'de'] as const };

const photo = (index: number) => ({
  original: `http://content.test/sites/demo/rental-units/photo/501/${index}-original.svg`,
  medium: `http://content.test/sites/demo/rental-units/photo/501/${index}-medium.svg`,
  thumbnail: `http://content.test/sites/demo/rental-units/photo/501/${index}-thumbnail.svg`,
});

/** The fixture's coast apartment with eight photos: every property Google requires is there. */
function listedUnit(change: (unit: RentalUnit) => Partial<RentalUnit> = () => ({})): RentalUnit {
  const base = rentalUnit({ photos: Array.from({ length: 8 }, (_, index) => photo(index)) });
  return { ...base, ...change(base) };
}

function withGeneral(general: Partial<RentalUnit['general']>) {
  return (unit: RentalUnit) => ({ general: { ...unit.general, ...general } });
}

describe('VacationRental of a holiday rental unit', () => {
  it('has every property Google requires: name, identifier, eight images, coordinates, occupancy', () => {
    const data = vacationRentalJsonLd(listedUnit(), 'nl', options);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      identifier: '501',
      name: 'Appartement in Het Zoute',
      image: Array.from({ length: 8 }, (_, index) => `${site}/rental-photo/501/${index}-original.svg`),
      latitude: 51.359,
      longitude: 3.316,
      containsPlace: {
        '@type': 'Accommodation',
        occupancy: { '@type': 'QuantitativeValue', value: 4, unitCode: 'C62' },
      },
    });
  });

  it('has the recommended properties the unit knows, in the page language', () => {
    const data = vacationRentalJsonLd(listedUnit(), 'fr', options);
    expect(data).toMatchObject({
      additionalType: 'Apartment',
      url: `${site}/fr/vacances/501`,
      description: 'Appartement voor 4 personen aan zee.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Digue de mer 12 3.1',
        postalCode: '8300',
        addressLocality: 'Knokke-Heist',
      },
      knowsLanguage: ['nl', 'fr', 'de'],
      containsPlace: {
        additionalType: 'EntirePlace',
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1,
        floorLevel: '3',
        amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Garage', value: true }],
      },
    });
  });

  it('uses no property schema.org does not define on a VacationRental', () => {
    const data = vacationRentalJsonLd(listedUnit(), 'nl', options);
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('inLanguage');
    expect(data).not.toHaveProperty('geo');
  });

  it('names the listing kind from the unit kind in any language, and falls back to the generic kind', () => {
    const kindOf = (name: Record<string, string>) =>
      vacationRentalJsonLd(listedUnit(withGeneral({ subKind: { id: 9, name } })), 'nl', options)
        ?.additionalType;
    expect(kindOf({ nl: 'Vakantiewoning', de: 'Ferienhaus' })).toBe('House');
    expect(kindOf({ nl: 'Penthouse' })).toBe('Apartment');
    expect(kindOf({ fr: 'Chalet' })).toBe('Chalet');
    expect(kindOf({ nl: 'Woonboot' })).toBe('VacationRental');
  });

  it('leaves out the facts the unit does not have: no rooms of 0, no garage answer', () => {
    const data = vacationRentalJsonLd(
      listedUnit((unit) => ({
        rooms: { bedrooms: 0, bathrooms: null },
        general: { ...unit.general, garage: null, floor: 0 },
      })),
      'nl',
      options,
    );
    expect(data?.containsPlace).toEqual({
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: 4, unitCode: 'C62' },
    });
  });

  it('is left out, with the reason, when a required property is missing', () => {
    const located = { ...rentalUnit().general.location };
    const cases: [RentalUnit, string[]][] = [
      [rentalUnit(), ['image']],
      [listedUnit(withGeneral({ location: { ...located, lat: null, lon: null } })), ['latitude/longitude']],
      [listedUnit(withGeneral({ maxOccupation: null })), ['containsPlace.occupancy.value']],
    ];
    for (const [unit, missing] of cases) {
      expect(missingVacationRentalProperties(unit)).toEqual(missing);
      expect(vacationRentalJsonLd(unit, 'nl', options)).toBeNull();
    }
    expect(missingVacationRentalProperties(listedUnit())).toEqual([]);
  });
});
