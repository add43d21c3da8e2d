import { describe, expect, it } from 'vitest';
import { addressLine, keyFacts, priceDisplay } from '@/display/estate/header-facts';
import { estateRecord } from '../../domain/estate/estate-fixture';
import { formatContext } from './estate-test-context';

describe('the headline price', () => {
  it('is the formatted price, marked "from" when it is a starting price', () => {
    expect(priceDisplay(estateRecord())).toEqual({
      kind: 'amount',
      amount: '€ 395.000',
      from: false,
      periodCode: null,
    });
    expect(priceDisplay(estateRecord({ price: { priceFrom: true } }))).toMatchObject({ from: true });
  });

  it('is "on request" when missing, zero or hidden by the VAT regime', () => {
    expect(priceDisplay(estateRecord({ price: { value: null } }))).toEqual({ kind: 'onRequest' });
    expect(priceDisplay(estateRecord({ price: { value: 0 } }))).toEqual({ kind: 'onRequest' });
    expect(priceDisplay(estateRecord({ financial: { vatRegime: true } }))).toEqual({ kind: 'onRequest' });
  });
});

describe('key facts', () => {
  it('shows bedrooms, surfaces and the energy label the rules let through, without zeroes', () => {
    const record = estateRecord({ energy: { energyLabel: 'A' }, general: { bedroomCount: 0 } });
    expect(keyFacts(record, formatContext('nl')).map((fact) => [fact.key, fact.value])).toEqual([
      ['general.living_area_surface', '180 m²'],
      ['general.ground_area_surface', '600 m²'],
      ['certification.energy_label', 'A'],
    ]);
  });
});

describe('the address line', () => {
  it('gives street and place while the address is published, the place alone otherwise', () => {
    expect(addressLine(estateRecord(), 'fr')).toBe('Kortrijksesteenweg 12, 9000 Gand');
    expect(addressLine(estateRecord({ address: { visible: false } }), 'nl')).toBe('9000 Gent');
  });
});
