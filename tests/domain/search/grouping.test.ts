import { describe, expect, it } from 'vitest';
import type { EstateGroup, GroupKey, Locale } from '@/content-api/schemas';
import { groupEstates } from '@/domain/search/grouping';
import { estate } from './estate-fixtures';

let nextId = 1;
const withType = (headTypeId: number) =>
  estate({ general: { id: nextId++, headType: { id: headTypeId, name: `TYPE_${headTypeId}` } } });
const withTransaction = (transactionId: number) =>
  estate({
    general: { id: nextId++, transaction: { id: transactionId, name: { nl: `T${transactionId}` } } },
  });
const inCity = (id: number, nl: string, fr = nl) =>
  estate({
    general: { id: nextId++ },
    address: { visible: true, country: 'BE', city: { id, name: { nl, fr }, zip: String(id) } },
  });
const priced = (value: number | null, transactionId = 3) =>
  estate({ general: { id: nextId++, transaction: { id: transactionId, name: {} } }, price: { value } });

const sectionIds = (estates: EstateGroup[], key: GroupKey, locale?: Locale) =>
  groupEstates(estates, key, locale).map((section) => section.id);

describe('groupEstates by type', () => {
  it('orders sections by head type id 1, 3, 7, 2, 4, 6, 10, 5, 9', () => {
    const estates = [9, 5, 10, 6, 4, 2, 7, 3, 1].map(withType);
    expect(sectionIds(estates, 'type')).toEqual([1, 3, 7, 2, 4, 6, 10, 5, 9].map((id) => `type:${id}`));
  });

  it('puts head types outside the order after it, by id', () => {
    const estates = [12, 8, 1].map(withType);
    expect(sectionIds(estates, 'type')).toEqual(['type:1', 'type:8', 'type:12']);
  });

  it('labels a section with the head type code for the interface to translate', () => {
    const [section] = groupEstates([withType(3)], 'type');
    expect(section?.label).toEqual({ kind: 'headType', id: 3, code: 'TYPE_3' });
  });

  it('keeps the incoming order of estates within a section', () => {
    const a = withType(2);
    const b = withType(1);
    const c = withType(2);
    const sections = groupEstates([a, b, c], 'type');
    expect(sections.map((section) => section.estates.map((item) => item.id))).toEqual([[b.id], [a.id, c.id]]);
  });
});

describe('groupEstates by status', () => {
  it('orders sections by transaction id 1, 3, 2, 4, 10, 5, 6, others after', () => {
    const estates = [6, 5, 11, 10, 4, 2, 3, 1].map(withTransaction);
    expect(sectionIds(estates, 'status')).toEqual([1, 3, 2, 4, 10, 5, 6, 11].map((id) => `status:${id}`));
  });

  it('labels a section with the transaction name', () => {
    const [section] = groupEstates([withTransaction(3)], 'status');
    expect(section?.label).toEqual({ kind: 'name', name: { nl: 'T3' } });
  });
});

describe('groupEstates by city', () => {
  const estates = [
    inCity(9000, 'Gent', 'Gand'),
    inCity(2000, 'Antwerpen', 'Anvers'),
    inCity(8000, 'Brugge', 'Bruges'),
  ];

  it('orders cities alphabetically in the visitor language', () => {
    expect(sectionIds(estates, 'city', 'nl')).toEqual(['city:2000', 'city:8000', 'city:9000']);
    expect(sectionIds(estates, 'city', 'fr')).toEqual(['city:2000', 'city:8000', 'city:9000']);
    const frOnly = [inCity(1, 'Zottegem', 'Alpha'), inCity(2, 'Aalst', 'Zêta')];
    expect(sectionIds(frOnly, 'city', 'fr')).toEqual(['city:1', 'city:2']);
    expect(sectionIds(frOnly, 'city', 'nl')).toEqual(['city:2', 'city:1']);
  });

  it('gathers estates of the same city in one section', () => {
    const sections = groupEstates([...estates, inCity(9000, 'Gent')], 'city');
    expect(sections.find((section) => section.id === 'city:9000')?.estates).toHaveLength(2);
  });
});

describe('groupEstates by subtype', () => {
  it('orders sections by subtype id', () => {
    const estates = [14, 3, 11].map((id) =>
      estate({ general: { id: nextId++, subType: { id, name: { nl: `S${id}` } } } }),
    );
    expect(sectionIds(estates, 'subtype')).toEqual(['subtype:3', 'subtype:11', 'subtype:14']);
  });
});

describe('groupEstates by price', () => {
  it('puts sale prices in ascending euro buckets', () => {
    const estates = [1_250_000, 95_000, 320_000, 149_999, 150_000].map((value) => priced(value));
    const sections = groupEstates(estates, 'price');
    expect(sections.map((section) => section.label)).toEqual([
      { kind: 'priceRange', min: 0, max: 150_000, rental: false },
      { kind: 'priceRange', min: 150_000, max: 250_000, rental: false },
      { kind: 'priceRange', min: 250_000, max: 350_000, rental: false },
      { kind: 'priceRange', min: 1_000_000, max: null, rental: false },
    ]);
    expect(sections[0]?.estates).toHaveLength(2);
  });

  it('puts rents in their own monthly buckets, after the sales', () => {
    const sections = groupEstates([priced(850, 2), priced(400_000), priced(2_400, 2)], 'price');
    expect(sections.map((section) => section.id)).toEqual([
      'price:sale:350000',
      'price:rent:750',
      'price:rent:2000',
    ]);
  });
});

describe('groupEstates: estates without a key', () => {
  it('fall under one last section marked as missing (the Projecten group)', () => {
    const noSubtype = estate({ general: { id: nextId++, subType: null } });
    const withSubtype = estate({ general: { id: nextId++, subType: { id: 4, name: {} } } });
    const sections = groupEstates([noSubtype, withSubtype], 'subtype');
    expect(sections.map((section) => section.id)).toEqual(['subtype:4', 'missing']);
    expect(sections[1]).toEqual({ id: 'missing', label: { kind: 'missing' }, estates: [noSubtype] });
  });

  it('include estates without a price or without an address', () => {
    expect(sectionIds([priced(null), priced(0)], 'price')).toEqual(['missing']);
    expect(sectionIds([estate({ general: { id: nextId++ }, address: null })], 'city')).toEqual(['missing']);
  });

  it('give no sections for no estates', () => {
    expect(groupEstates([], 'type')).toEqual([]);
  });
});
