// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EstateResultCards } from '@/components/listing/EstateResultCards';
import { EstateResultsList } from '@/components/listing/EstateResultsList';
import { ListingNavigation } from '@/components/listing/ListingNavigation';
import type { EstatePageAnswer } from '@/display/listing/listing-types';
import { renderInDutch } from '../../support/intl';
import { cardModel } from './card-fixtures';

vi.mock('@/i18n/navigation', async () => {
  const stub = await import('./navigation-stub');
  return { Link: stub.StubLink, useRouter: () => stub.router };
});

const texts = {
  Listing: {
    resultsHeading: 'Resultaten',
    updating: 'Bijwerken…',
    shownOfTotal: '{shown} van {total} panden getoond',
    loadMore: 'Meer panden tonen',
    loadingMore: 'Meer panden worden geladen…',
    loadMoreError: 'De volgende panden konden niet geladen worden.',
    retry: 'Opnieuw proberen',
  },
  FavoriteButton: { add: 'Bewaren', remove: 'Niet meer bewaren' },
};

function cards(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => cardModel({ id: from + index }));
}

function renderResults(initialPage: EstatePageAnswer, query = 'bedrooms=2') {
  return renderInDutch(
    <ListingNavigation path={['te-koop']} filters={{ bedrooms: 2 }}>
      <EstateResultsList
        locale="nl"
        nodePath="/te-koop"
        query={query}
        initialPage={initialPage}
        firstCards={<EstateResultCards pages={[initialPage]} locale="nl" />}
      />
    </ListingNavigation>,
    { texts },
  );
}

// "Load more" imports the page request on demand: imported once up front, so no test's wait includes
// the module's first transform.
beforeAll(() => import('@/components/listing/fetch-estate-page'));

afterEach(() => vi.unstubAllGlobals());

describe('EstateResults', () => {
  it('appends the next page asked from the listing endpoint and moves the focus to its first card', async () => {
    const fetchPage = vi.fn(async (_url: string) => Response.json({ total: 20, estates: cards(16, 5) }));
    vi.stubGlobal('fetch', fetchPage);
    renderResults({ total: 20, estates: cards(1, 15) });
    expect(screen.getAllByRole('article')).toHaveLength(15);

    await userEvent.click(screen.getByRole('button', { name: 'Meer panden tonen' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(String(fetchPage.mock.calls[0]?.[0])).toBe(
      '/nl/ajax/estates?bedrooms=2&node=%2Fte-koop&offset=15',
    );
    expect(screen.getByRole('link', { name: 'Villa 16 in Gent' })).toHaveFocus();
    expect(screen.getByText('20 van 20 panden getoond')).toBeInTheDocument();
  });

  it('shows the first page as the server rendered it, and draws every loaded page itself after "load more"', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ total: 3, estates: cards(3, 1) }));
    const initialPage = { total: 3, estates: cards(1, 2) };
    renderInDutch(
      <ListingNavigation path={['te-koop']} filters={{}}>
        <EstateResultsList
          locale="nl"
          nodePath="/te-koop"
          query=""
          initialPage={initialPage}
          firstCards={<p>Kaarten van de server</p>}
        />
      </ListingNavigation>,
      { texts },
    );
    expect(screen.getByText('Kaarten van de server')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Meer panden tonen' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), { timeout: 4000 });
    expect(screen.queryByText('Kaarten van de server')).not.toBeInTheDocument();
  });

  it('puts the cards under a results heading of level 2, so their h3 titles follow the page’s h1 in order', () => {
    renderResults({ total: 15, estates: cards(1, 15) });
    const results = screen.getByRole('region', { name: 'Resultaten' });
    expect(screen.getByRole('heading', { level: 2, name: 'Resultaten' })).toBeInTheDocument();
    expect(results.querySelectorAll('article h3')).toHaveLength(15);
  });

  it('hides the button once every estate is shown', () => {
    renderResults({ total: 15, estates: cards(1, 15) });
    expect(screen.queryByRole('button', { name: 'Meer panden tonen' })).not.toBeInTheDocument();
    expect(screen.getByText('15 van 15 panden getoond')).toBeInTheDocument();
  });

  it('keeps the shown cards when the next page fails, and retries on request', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ total: 16, estates: cards(16, 1) }));
    vi.stubGlobal('fetch', fetchPage);
    renderResults({ total: 16, estates: cards(1, 15) });

    await userEvent.click(screen.getByRole('button', { name: 'Meer panden tonen' }));

    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'De volgende panden konden niet geladen worden.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(15);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('continues a section the previous page left open instead of repeating its heading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          total: 4,
          estates: cards(3, 2),
          sections: [
            { id: 'type:1', title: 'Huis', order: [0, 0], estateIds: [3] },
            { id: 'type:2', title: 'Appartement', order: [0, 3], estateIds: [4] },
          ],
        }),
      ),
    );
    renderResults({
      total: 4,
      estates: cards(1, 2),
      sections: [{ id: 'type:1', title: 'Huis', order: [0, 0], estateIds: [1, 2] }],
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Huis']);

    await userEvent.click(screen.getByRole('button', { name: 'Meer panden tonen' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Huis',
      'Appartement',
    ]);
  });

  it('files the cards of a later page under the headings already shown, in the order of the groups', async () => {
    const sold = { id: 'status:SOLD', title: 'Verkocht', order: [0, 2] };
    const forSale = { id: 'status:FOR_SALE', title: 'Te koop', order: [0, 0] };
    const takenOver = { id: 'status:TAKEN_OVER', title: 'Overgenomen', order: [0, 5] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          total: 6,
          estates: cards(4, 3),
          sections: [
            { ...forSale, estateIds: [4] },
            { ...sold, estateIds: [5] },
            { ...takenOver, estateIds: [6] },
          ],
        }),
      ),
    );
    renderResults({
      total: 6,
      estates: cards(1, 3),
      sections: [
        { ...forSale, estateIds: [1] },
        { ...sold, estateIds: [2] },
        { ...takenOver, estateIds: [3] },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Meer panden tonen' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Te koop', 'Verkocht', 'Overgenomen']);
    const cardsUnder = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('data-estate-id'));
    expect(cardsUnder('Te koop')).toEqual(['1', '4']);
    expect(cardsUnder('Verkocht')).toEqual(['2', '5']);
    expect(cardsUnder('Overgenomen')).toEqual(['3', '6']);
  });
});
