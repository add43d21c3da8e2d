import { describe, expect, it } from 'vitest';
import { approximateDegrees, publicEstateGroup, publicEstateRecord } from '@/domain/estate/public-record';
import { estateRecord } from './estate-fixture';

describe('publicEstateRecord', () => {
  it('keeps a published address and its exact point', () => {
    const record = estateRecord();
    expect(publicEstateRecord(record).address).toEqual(record.address);
  });

  it('drops street, number and box of a hidden address and blurs its point to an area', () => {
    const record = estateRecord({
      address: { visible: false, box: 'B2', geoLocation: { lat: 51.054321, lon: 3.718765 } },
    });
    const address = publicEstateRecord(record).address;
    expect(address).toMatchObject({ street_address: null, street: null, number: null, box: null });
    expect(address?.geoLocation).toEqual({ lat: 51.05, lon: 3.72 });
    expect(address?.city.name.nl).toBe('Gent');
    expect(address?.zip).toBe('9000');
    expect(JSON.stringify(publicEstateRecord(record))).not.toMatch(/Kortrijksesteenweg|51\.0543|3\.7187/);
  });

  it('publishes neither price, land price, infrastructure price nor notary total under the VAT regime', () => {
    const record = estateRecord({ financial: { vatRegime: true, vatRate: 21, notaryCostTotal: 41000 } });
    const published = publicEstateRecord(record);
    expect(published.price).toMatchObject({
      value: null,
      totalPrice: null,
      groundValue: null,
      infrastructureValue: null,
    });
    expect(published.financial).toMatchObject({ vatRegime: true, vatRate: 21, notaryCostTotal: null });
    expect(JSON.stringify(published)).not.toMatch(/395000|420000|120000|15000\b|41000/);
  });

  it('leaves the prices of an estate outside the VAT regime alone', () => {
    const record = estateRecord();
    expect(publicEstateRecord(record).price).toEqual(record.price);
  });

  it('applies each record of a project group by its own rules', () => {
    const project = estateRecord({ general: { id: 9 }, financial: { vatRegime: false } });
    const unit = estateRecord({ general: { id: 901, parentId: 9 }, financial: { vatRegime: true } });
    const group = publicEstateGroup({ id: 9, children: [project, unit] });
    expect(group.children[0]?.price?.value).toBe(395000);
    expect(group.children[1]?.price?.value).toBeNull();
  });
});

describe('approximateDegrees', () => {
  it('rounds to about a kilometre', () => {
    expect(approximateDegrees(50.84567)).toBe(50.85);
    expect(approximateDegrees(4.3449)).toBe(4.34);
  });
});
