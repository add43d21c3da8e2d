import { describe, expect, it } from 'vitest';
import type { EstateGroup, EstateStatus, GroupKey, Locale } from '@/content-api/schemas';
import { statusBadge } from '@/domain/search/transaction-status';
import { groupEstates } from '@/domain/search/grouping';
import { estate } from './estate-fixtures';

let nextId = 1;
const withType = (headTypeId: number) =>
  estate({ general: { id: nextId++, headType: { id: headTypeId, name: `TYPE_${headTypeId}` } } });
const withStatus = (status: EstateStatus, transactionId = 3, guid: string | null = null) =>
  estate({
    general: { id: nextId++, guid, status, transaction: { id: transactionId, name: { nl: 'T' } } },
  });
const inCity = (id: number, nl: string, fr = nl) =>
  estate({
    general: { id: nextId++ },
    address: { visible: true, country: 'BE', city: { id, name: { nl, fr }, zip: String(id) } },
  });
const priced = (value: number | null, status: EstateStatus = 'FOR_SALE') =>
  estate({ general: { id: nextId++, status }, price: { value } });

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
  it('orders sections for sale, for rent, sold, rented (spec §9), then to take over and taken over', () => {
    const estates = (['TAKEN_OVER', 'RENTED', 'TAKE_OVER', 'SOLD', 'TO_RENT', 'FOR_SALE'] as const).map(
      (status) => withStatus(status),
    );
    expect(sectionIds(estates, 'status')).toEqual([
      'status:FOR_SALE',
      'status:TO_RENT',
      'status:SOLD',
      'status:RENTED',
      'status:TAKE_OVER',
      'status:TAKEN_OVER',
    ]);
  });

  it('gives one section to a status whatever transaction id each data source gives it', () => {
    // Sold is id 1 in data source one (with guid) and id 5 in data source two.
    const sections = groupEstates([withStatus('SOLD', 1, 'guid-1'), withStatus('SOLD', 5)], 'status');
    expect(sections.map((section) => [section.id, section.estates.length])).toEqual([['status:SOLD', 2]]);
  });

  it('labels a section with its status for the interface to translate', () => {
    const [section] = groupEstates([withStatus('TAKE_OVER', 9)], 'status');
    expect(section?.label).toEqual({ kind: 'status', status: 'TAKE_OVER' });
  });

  it('puts every estate under the status its badge shows', () => {
    const badgeOfSection = {
      'status:FOR_SALE': 'for-sale',
      'status:TO_RENT': 'for-rent',
      'status:TAKE_OVER': 'take-over',
      'status:SOLD': 'sold',
      'status:RENTED': 'rented',
      'status:TAKEN_OVER': 'taken-over',
    } as const;
    const estates = [
      ...(['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const).map((status) =>
        withStatus(status),
      ),
      // Statuses that the transaction id has overtaken: the deal is closed.
      withStatus('FOR_SALE', 1, 'guid-2'),
      withStatus('TO_RENT', 6),
      withStatus('TAKE_OVER', 7, 'guid-3'),
    ];
    const sections = groupEstates(estates, 'status');
    expect(sections).toHaveLength(6);
    for (const section of sections) {
      const badges = section.estates.map((member) => statusBadge(member.children[0]!));
      expect(new Set(badges)).toEqual(new Set([badgeOfSection[section.id as keyof typeof badgeOfSection]]));
    }
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
    const sections = groupEstates(
      [priced(850, 'TO_RENT'), priced(400_000), priced(2_400, 'RENTED')],
      'price',
    );
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
    expect(sections[1]).toMatchObject({ id: 'missing', label: { kind: 'missing' }, estates: [noSubtype] });
  });

  it('include estates without a price or without an address', () => {
    expect(sectionIds([priced(null), priced(0)], 'price')).toEqual(['missing']);
    expect(sectionIds([estate({ general: { id: nextId++ }, address: null })], 'city')).toEqual(['missing']);
  });

  it('give no sections for no estates', () => {
    expect(groupEstates([], 'type')).toEqual([]);
  });
});

describe('groupEstates: an estate of a key outside the order', () => {
  it('gives sections of the same rank a stable order, by their key', () => {
    const estates = [12, 8, 12, 8].map(withType);
    expect(sectionIds(estates, 'type')).toEqual(['type:8', 'type:12']);
    expect(sectionIds([...estates].reverse(), 'type')).toEqual(['type:8', 'type:12']);
  });

  it('orders two cities of one name by their id, whichever comes first', () => {
    const [first, second] = [inCity(20, 'Sint-Amands'), inCity(10, 'Sint-Amands')];
    expect(sectionIds([first!, second!], 'city')).toEqual(['city:10', 'city:20']);
    expect(sectionIds([second!, first!], 'city')).toEqual(['city:10', 'city:20']);
  });
});
