import { describe, expect, it } from 'vitest';
import type { EstateStatus } from '@/content-api/schemas';
import { statusBadge } from '@/domain/search';
import { statusMessageKeys } from '@/display/listing/status-labels';
import { listingSections } from '@/server/listing/listing-sections';
import de from '../../../messages/de/listing.json';
import en from '../../../messages/en/listing.json';
import fr from '../../../messages/fr/listing.json';
import nl from '../../../messages/nl/listing.json';
import { estate } from '../../domain/search/estate-fixtures';

describe('listingSections', () => {
  it('heads type sections with the translated type, in the group order of spec §9', () => {
    const apartment = estate({ general: { id: 2, headType: { id: 2, name: 'APARTMENT' } } });
    const house = estate({ general: { id: 1, headType: { id: 1, name: 'HOUSE' } } });
    expect(listingSections([apartment, house], 'type', 'de')).toMatchObject([
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
      expect(listingSections([project], 'subtype', locale)).toMatchObject([
        { id: 'missing', title, estateIds: [3] },
      ]);
    }
  });

  it('writes price ranges in euro, open at the top and per month for rents', () => {
    const cheap = estate({ general: { id: 1 }, price: { value: 120_000 } });
    const middle = estate({ general: { id: 2 }, price: { value: 300_000 } });
    const top = estate({ general: { id: 3 }, price: { value: 1_500_000 } });
    const rent = estate({
      general: { id: 4, transaction: { id: 2, name: { nl: 'Te huur' } }, status: 'TO_RENT' },
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

  describe('by status', () => {
    const statuses: EstateStatus[] = ['TAKEN_OVER', 'SOLD', 'TAKE_OVER', 'RENTED', 'TO_RENT', 'FOR_SALE'];
    const estates = statuses.map((status, index) => estate({ general: { id: index + 1, status } }));

    it('heads the sections with the status names, in the order of spec §9', () => {
      expect(listingSections(estates, 'status', 'nl').map((section) => section.title)).toEqual([
        'Te koop',
        'Te huur',
        'Verkocht',
        'Verhuurd',
        'Over te nemen',
        'Overgenomen',
      ]);
      expect(listingSections(estates, 'status', 'fr').map((section) => section.title)).toEqual([
        'À vendre',
        'À louer',
        'Vendu',
        'Loué',
        'À remettre',
        'Remis',
      ]);
    });

    it('heads every section with the badge text of each card under it, in every language', () => {
      const byId = new Map(estates.map((item) => [item.id, item]));
      for (const [locale, messages] of [
        ['nl', nl],
        ['fr', fr],
        ['en', en],
        ['de', de],
      ] as const) {
        for (const section of listingSections(estates, 'status', locale)) {
          const badgeTexts = section.estateIds.map((id) => {
            const badge = statusBadge(byId.get(id)!.children[0]!);
            return messages.EstateCard[statusMessageKeys[badge]];
          });
          expect(badgeTexts).toEqual([section.title]);
        }
      }
    });
  });
});
