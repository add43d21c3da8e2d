import { describe, expect, it } from 'vitest';
import { listingSections } from '@/server/listing/listing-sections';
import { estate } from '../../domain/search/estate-fixtures';

describe('listingSections', () => {
  it('heads type sections with the translated type, in the group order of spec §9', () => {
    const apartment = estate({ general: { id: 2, headType: { id: 2, name: 'APARTMENT' } } });
    const house = estate({ general: { id: 1, headType: { id: 1, name: 'HOUSE' } } });
    expect(listingSections([apartment, house], 'type', 'de')).toEqual([
      { id: 'type:1', title: 'Haus', estateIds: [1] },
      { id: 'type:2', title: 'Wohnung', estateIds: [2] },
    ]);
  });

  it('puts estates without a key under the translated "Projecten" heading', () => {
    const project = estate({ general: { id: 3, subType: null } });
    for (const [locale, title] of [
      ['nl', 'Projecten'],
      ['fr', 'Projets'],
      ['en', 'Projects'],
      ['de', 'Projekte'],
    ] as const) {
      expect(listingSections([project], 'subtype', locale)).toEqual([
        { id: 'missing', title, estateIds: [3] },
      ]);
    }
  });

  it('writes price ranges in euro, open at the top and per month for rents', () => {
    const cheap = estate({ general: { id: 1 }, price: { value: 120_000 } });
    const middle = estate({ general: { id: 2 }, price: { value: 300_000 } });
    const top = estate({ general: { id: 3 }, price: { value: 1_500_000 } });
    const rent = estate({
      general: { id: 4, transaction: { id: 2, name: { nl: 'Te huur' } } },
      price: { value: 900 },
    });
    expect(
      listingSections([cheap, middle, top, rent], 'price', 'nl').map((section) => section.title),
    ).toEqual([
      'Tot € 150.000',
      '€ 250.000 tot € 350.000',
      '€ 1.000.000 en meer',
      '€ 750 tot € 1.000 per maand',
    ]);
  });
});
