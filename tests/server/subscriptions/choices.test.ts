import { describe, expect, it, vi } from 'vitest';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import { describeCriteria } from '@/server/subscriptions/criteria-labels';
import { subscriptionCriteriaSchema } from '@/domain/subscriptions/criteria';

const filters = vi.hoisted(() => ({
  answer: {} as Record<string, unknown>,
}));
vi.mock('@/server/content-service', () => ({ getEstateFilters: async () => filters.answer }));

const sale = { nl: 'Te koop', fr: 'À vendre' };

describe('subscription choices', () => {
  it('offer only open transactions, one tick box per name across data sources', async () => {
    filters.answer = {
      headTypes: [{ id: 1, name: { nl: 'Huis' }, count: 2 }],
      transactions: [
        { id: 3, name: sale },
        { id: 11, name: sale },
        { id: 2, name: { nl: 'Te huur' } },
        { id: 1, name: { nl: 'Verkocht' } },
        { id: 5, name: { nl: 'Verkocht' } },
        { id: 6, name: { nl: 'Verhuurd' } },
      ],
      locations: [{ id: 8000, zip: '8000', name: { nl: 'Brugge', fr: 'Bruges' }, lat: null, lon: null }],
    };
    const choices = await loadSubscriptionChoices('fr');
    expect(choices.transactions).toEqual([
      { label: 'À vendre', ids: [3, 11] },
      { label: 'Te huur', ids: [2] },
    ]);
    expect(choices.types).toEqual([{ label: 'Huis', ids: [1] }]);
    expect(choices.cityNames.get(8000)).toBe('Bruges (8000)');
  });

  it('are empty when the content service does not answer', async () => {
    filters.answer = {};
    const choices = await loadSubscriptionChoices('nl');
    expect(choices.types).toEqual([]);
    expect(choices.transactions).toEqual([]);
  });
});

describe('criteria in words for the confirmation mail', () => {
  const choices = {
    types: [{ label: 'Maison', ids: [1] }],
    transactions: [{ label: 'À vendre', ids: [3, 11] }],
    cityNames: new Map([[8000, 'Bruges (8000)']]),
  };

  it('names every chosen criterion from the service’s own names, leaving out what it cannot name', () => {
    const criteria = subscriptionCriteriaSchema.parse({
      cities: [8000, 4242],
      types: [1],
      transactions: [11],
      priceMin: 200_000,
      priceMax: 350_000,
      bedroomsMin: 2,
    });
    expect(describeCriteria(criteria, choices, 'fr')).toEqual([
      { label: 'Communes', value: 'Bruges (8000)' },
      { label: 'Type de bien', value: 'Maison' },
      { label: 'À vendre ou à louer', value: 'À vendre' },
      { label: 'Prix', value: 'de € 200.000 à € 350.000' },
      { label: 'Chambres', value: '2 ou plus' },
    ]);
  });

  it("counts a list of chosen estates, in the mail's language", () => {
    const favourites = subscriptionCriteriaSchema.parse({ estates: [7, 8, 9] });
    expect(describeCriteria(favourites, choices, 'de')).toEqual([
      { label: 'Immobilien', value: '3 gewählte Immobilien' },
    ]);
    expect(describeCriteria(subscriptionCriteriaSchema.parse({ estates: [7] }), choices, 'en')).toEqual([
      { label: 'Properties', value: '1 chosen property' },
    ]);
  });

  it('gives no lines for "every new estate"', () => {
    expect(describeCriteria(subscriptionCriteriaSchema.parse({}), choices, 'nl')).toEqual([]);
  });
});
