// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RentalResultsList } from '@/components/rental/RentalResultsList';
import type { RentalCardModel } from '@/display/rental/rental-card-model';
import { renderInDutch } from '../../support/intl';

// The localized Link, reduced to what a card needs: the Dutch path of its route.
vi.mock('@/i18n/navigation', async () => {
  const { localizedTemplate } = await import('@/i18n/paths');
  type Href = { pathname: Parameters<typeof localizedTemplate>[0]; params: Record<string, string> };
  return {
    Link: ({ href, children, className }: { href: Href; children: ReactNode; className?: string }) => {
      const path = localizedTemplate(href.pathname, 'nl').replace(
        /\[(\w+)\]/g,
        (_match, key: string) => href.params[key] ?? '',
      );
      return (
        <a href={`/nl${path}`} className={className}>
          {children}
        </a>
      );
    },
  };
});

function card(id: number, overrides: Partial<RentalCardModel> = {}): RentalCardModel {
  return {
    id,
    href: { pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: String(id) } },
    title: `Appartement ${id}`,
    place: 'Het Zoute · Knokke-Heist',
    imageUrl: `/rental-photo/${id}/0-medium.svg`,
    imageAlt: `Appartement ${id}`,
    priceFrom: 'vanaf € 650',
    facts: [{ kind: 'guests', text: '4 personen' }],
    ...overrides,
  };
}

const texts = {
  RentalResults: {
    resultsLabel: 'Vakantiewoningen',
    shownOfTotal: '{shown} van {total} getoond',
    loadMore: 'Meer tonen',
    loadingMore: 'Laden…',
    loadMoreError: 'Niet gelukt.',
    retry: 'Opnieuw proberen',
  },
  RentalCard: { priceOnRequest: 'Prijs op aanvraag', noPhoto: 'Nog geen foto', factsLabel: 'Kenmerken' },
};

function renderResults(total = 3) {
  return renderInDutch(
    <RentalResultsList
      initialCards={[card(1), card(2, { priceFrom: null, imageUrl: null })]}
      total={total}
      query="location=1"
      locale="nl"
    />,
    { texts },
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RentalResults', () => {
  it('shows each card with its link, price, place and facts', () => {
    renderResults();
    const list = screen.getByRole('list', { name: 'Vakantiewoningen' });
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Appartement 1' })).toHaveAttribute(
      'href',
      '/nl/vakantie/1',
    );
    expect(first).toHaveTextContent('vanaf € 650');
    expect(first).toHaveTextContent('Het Zoute · Knokke-Heist');
    expect(first).toHaveTextContent('4 personen');
    expect(screen.getByText('Prijs op aanvraag')).toBeInTheDocument();
    expect(screen.getByText('Nog geen foto')).toBeInTheDocument();
    expect(screen.getByText('2 van 3 getoond')).toBeInTheDocument();
  });

  it('loads the next page from the offset with the same filters and appends it', async () => {
    fetchMock.mockResolvedValue(Response.json({ total: 3, rentals: [card(3)] }));
    const user = userEvent.setup();
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Meer tonen' }));
    expect(await screen.findByRole('link', { name: 'Appartement 3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/nl/ajax/rentals?location=1&offset=2');
    expect(screen.getByText('3 van 3 getoond')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer tonen' })).not.toBeInTheDocument();
  });

  it('keeps the cards and offers a retry when a page fails to load, as the estate list does', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ total: 3, rentals: [card(3)] }));
    const user = userEvent.setup();
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Meer tonen' }));
    expect(await screen.findByText('Niet gelukt.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: 'Appartement 3' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      Array.from({ length: 3 }, () => '/nl/ajax/rentals?location=1&offset=2'),
    );
  });

  it('shows a rental that slipped onto the next page once', async () => {
    fetchMock.mockResolvedValue(Response.json({ total: 3, rentals: [card(2), card(3)] }));
    const user = userEvent.setup();
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Meer tonen' }));
    expect(await screen.findByRole('link', { name: 'Appartement 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('offers no "more" when everything is shown', () => {
    renderResults(2);
    expect(screen.queryByRole('button', { name: 'Meer tonen' })).not.toBeInTheDocument();
  });
});
