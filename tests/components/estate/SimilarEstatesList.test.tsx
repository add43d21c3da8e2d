// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SimilarEstatesList from '@/components/estate/SimilarEstatesList';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import { estateGroup, estateRecord } from '../../domain/estate/estate-fixture';
import { renderInDutch } from '../../support/intl';

// Links need the app's router; a plain anchor is enough to see where a card points.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: { params: { estateId: string } }; children: ReactNode }) => (
    <a href={`/offer/${href.params.estateId}`} {...rest}>
      {children}
    </a>
  ),
}));

const texts = {
  EstateSimilar: {
    heading: 'Vergelijkbare panden',
    loading: 'Laden…',
    error: 'Mislukt.',
    retry: 'Opnieuw proberen',
  },
  EstateCard: {
    badgeForSale: 'Te koop',
    badgeForRent: 'Te huur',
    badgeSold: 'Verkocht',
    badgeRented: 'Verhuurd',
    badgeOption: 'In optie',
    priceOnRequest: 'Prijs op aanvraag',
    pricePerSquareMeter: 'Prijs per m²',
    bedrooms: 'Slaapkamers',
    livingArea: 'Bewoonbare oppervlakte',
    plotArea: 'Perceel',
    energyLabel: 'Energielabel',
    noPhoto: 'Geen foto',
  },
  FavoriteButton: { add: 'Bewaren', remove: 'Verwijderen' },
};
const props = { estateId: 501, locale: 'nl' as const };

const similar = [601, 602].map((id) =>
  toEstateCardModel(estateGroup([estateRecord({ general: { id, title: { nl: `Woning ${id}` } } })]), 'nl'),
);

function answer(response: () => Promise<Response>) {
  const fetchMock = vi.fn<(url: string) => Promise<Response>>(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SimilarEstatesList', () => {
  it('asks the site for estates like this one and shows them as cards with a favorite heart', async () => {
    const fetchMock = answer(async () => Response.json({ estates: similar }));
    renderInDutch(<SimilarEstatesList {...props} />, { texts });
    expect(screen.getByRole('status')).toHaveTextContent('Laden…');
    expect(await screen.findByRole('link', { name: 'Woning 601' })).toHaveAttribute('href', '/offer/601');
    expect(screen.getByRole('heading', { name: texts.EstateSimilar.heading })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Bewaren' })).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/nl/ajax/similar-estate/501');
  });

  it('shows nothing when there are no similar estates', async () => {
    answer(async () => Response.json({ estates: [] }));
    const { container } = renderInDutch(<SimilarEstatesList {...props} />, { texts });
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('offers a retry after a failure', async () => {
    const fetchMock = answer(async () => new Response('{}', { status: 500 }));
    renderInDutch(<SimilarEstatesList {...props} />, { texts });
    expect(await screen.findByRole('alert')).toHaveTextContent('Mislukt.');
    fetchMock.mockImplementation(async () => Response.json({ estates: similar }));
    fireEvent.click(screen.getByRole('button', { name: texts.EstateSimilar.retry }));
    expect(await screen.findByRole('link', { name: 'Woning 602' })).toBeInTheDocument();
  });
});
