import { describe, expect, it } from 'vitest';
import { mergePages } from '@/components/listing/merge-pages';
import type { EstatePageAnswer, ListingSection } from '@/display/listing/listing-types';
import { cardModel } from './card-fixtures';

const forSale = { id: 'status:FOR_SALE', title: 'Te koop', order: [0, 0] } as const;
const sold = { id: 'status:SOLD', title: 'Verkocht', order: [0, 2] } as const;
const takeOver = { id: 'status:TAKE_OVER', title: 'Over te nemen', order: [0, 4] } as const;
const takenOver = { id: 'status:TAKEN_OVER', title: 'Overgenomen', order: [0, 5] } as const;

function page(sections: ListingSection[]): EstatePageAnswer {
  const ids = sections.flatMap((section) => section.estateIds);
  return { total: 100, estates: ids.map((id) => cardModel({ id })), sections };
}

const shown = (pages: EstatePageAnswer[]) =>
  mergePages(pages, 'nl').sections?.map((section) => [section.title, section.estates.map((card) => card.id)]);

describe('mergePages', () => {
  it('gives one section per group across every page, wherever a page brings it back', () => {
    const pages = [
      page([
        { ...sold, estateIds: [1] },
        { ...forSale, estateIds: [2, 3] },
      ]),
      page([
        { ...forSale, estateIds: [4] },
        { ...takenOver, estateIds: [5] },
      ]),
      page([
        { ...sold, estateIds: [6] },
        { ...takeOver, estateIds: [7] },
        { ...takenOver, estateIds: [8] },
      ]),
    ];
    expect(shown(pages)).toEqual([
      ['Te koop', [2, 3, 4]],
      ['Verkocht', [1, 6]],
      ['Over te nemen', [7]],
      ['Overgenomen', [5, 8]],
    ]);
  });

  it('keeps the missing-key section last and breaks ties between equal orders by id', () => {
    const missing = { id: 'missing', title: 'Projecten', order: [1] };
    const pages = [
      page([
        { id: 'city:20', title: 'Sint-Amands', order: [0, 'Sint-Amands'], estateIds: [1] },
        { ...missing, estateIds: [2] },
      ]),
      page([
        { id: 'city:10', title: 'Sint-Amands', order: [0, 'Sint-Amands'], estateIds: [3] },
        { id: 'city:5', title: 'Aalst', order: [0, 'Aalst'], estateIds: [4] },
        { ...missing, estateIds: [5] },
      ]),
    ];
    expect(mergePages(pages, 'nl').sections?.map((section) => section.id)).toEqual([
      'city:5',
      'city:10',
      'city:20',
      'missing',
    ]);
  });

  it('shows an estate that slipped onto two pages once, in the section it came in first', () => {
    const pages = [page([{ ...forSale, estateIds: [1, 2] }]), page([{ ...forSale, estateIds: [2, 3] }])];
    expect(shown(pages)).toEqual([['Te koop', [1, 2, 3]]]);
    expect(mergePages(pages, 'nl').estates.map((card) => card.id)).toEqual([1, 2, 3]);
  });

  it('has no sections for a listing that is not grouped', () => {
    const pages = [{ total: 2, estates: [cardModel({ id: 1 }), cardModel({ id: 2 })] }];
    expect(mergePages(pages, 'nl')).toEqual({ estates: pages[0]!.estates, sections: null });
  });
});
