import { describe, expect, it } from 'vitest';
import { rentalAddress, rentalFacts } from '@/domain/rental';
import { rentalUnit } from './rental-fixture';

const factsOf = (unit = rentalUnit(), locale: 'nl' | 'fr' = 'nl') =>
  Object.fromEntries(
    rentalFacts(unit, locale, locale === 'nl' ? 'bus' : 'boîte').map((fact) => [fact.key, fact.value]),
  );

describe('rentalFacts', () => {
  it('lists every field of the rental unit in order, garage as yes/no in the language', () => {
    expect(rentalFacts(rentalUnit(), 'nl', 'bus')).toEqual([
      { key: 'type', value: 'Appartement' },
      { key: 'location', value: 'Het Zoute' },
      { key: 'city', value: 'Knokke-Heist' },
      { key: 'maxOccupation', value: '4' },
      { key: 'bedrooms', value: '2' },
      { key: 'bathrooms', value: '1' },
      { key: 'garage', value: 'Ja' },
      { key: 'floor', value: '3' },
      { key: 'residence', value: 'Residentie Zeezicht' },
      { key: 'reference', value: 'ZEE-501' },
      { key: 'address', value: 'Zeedijk 12 bus 3.1, 8300 Knokke-Heist' },
    ]);
  });

  it('localizes names with the usual fallback', () => {
    expect(factsOf(rentalUnit(), 'fr')).toMatchObject({ location: 'Le Zoute', type: 'Appartement' });
  });

  it('hides a field whose value is 0, null or empty, and says "no" for a garage that is missing', () => {
    const base = rentalUnit();
    const unit = rentalUnit({
      general: {
        ...base.general,
        floor: 0,
        maxOccupation: null,
        garage: false,
        building: { name: '', rentalName: null },
      },
      rooms: { bedrooms: 0, bathrooms: null },
    });
    const facts = factsOf(unit);
    expect(facts).not.toHaveProperty('floor');
    expect(facts).not.toHaveProperty('maxOccupation');
    expect(facts).not.toHaveProperty('bedrooms');
    expect(facts).not.toHaveProperty('bathrooms');
    expect(facts).not.toHaveProperty('residence');
    expect(facts).not.toHaveProperty('reference');
    expect(facts.garage).toBe('Nee');
  });

  it('hides the garage when the service does not say', () => {
    const base = rentalUnit();
    expect(factsOf(rentalUnit({ general: { ...base.general, garage: null } }))).not.toHaveProperty('garage');
  });
});

describe('rentalAddress', () => {
  it('leaves out the parts that are missing', () => {
    const unit = rentalUnit({
      address: {
        street: { nl: 'Zeedijk' },
        number: null,
        box: null,
        city: { zip: '8300', name: { nl: 'Knokke-Heist' } },
      },
    });
    expect(rentalAddress(unit, 'nl', 'bus')).toBe('Zeedijk, 8300 Knokke-Heist');
  });

  it('is empty when nothing is known', () => {
    const unit = rentalUnit({
      address: { street: null, number: '', box: null, city: { zip: '', name: {} } },
    });
    expect(rentalAddress(unit, 'nl', 'bus')).toBe('');
  });
});
