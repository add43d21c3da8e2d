// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoritesView } from '@/components/favorites/FavoritesView';
import { FAVORITES_STORAGE_KEY, getFavorites } from '@/components/favorites/favorites-store';
import type { EstateGroup } from '@/content-api/schemas';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import { estate } from '../../domain/search/estate-fixtures';
import { renderInDutch } from '../../support/intl';

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('./navigation-mock')).MockLink,
  usePathname: () => '/favorites',
}));

const texts = {
  FavoritesPage: {
    listLabel: 'Bewaarde panden',
    loading: 'Laden…',
    emptyTitle: 'Nog geen favorieten',
    emptyText: 'Klik op het hartje.',
    browse: 'Bekijk ons aanbod',
    goneTitle: 'Niet meer online',
    goneText: 'Verkocht of verhuurd.',
    removeGone: 'Verwijderen uit mijn favorieten',
    failedTitle: 'Kon niet laden',
    failedText: 'Probeer later.',
    retry: 'Opnieuw proberen',
  },
  FavoriteButton: { add: 'Bewaren', remove: 'Verwijderen' },
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
    plotArea: 'Perceeloppervlakte',
    energyLabel: 'EPC',
    noPhoto: 'Geen foto',
  },
};

const estates: Record<number, EstateGroup> = {
  11: estate({ general: { id: 11, title: { nl: 'Villa aan het park' } } }),
  12: estate({ general: { id: 12, title: { nl: 'Rijwoning met tuin' } } }),
};

type Answer = { status: number; body?: unknown };
let answers: Record<number, Answer>;
const requested: string[] = [];

/** Favourites as the browser keeps them: plain ids (as kept before), or with what they remember. */
function save(favorites: (number | object)[]) {
  window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(favorites));
}

function renderList() {
  return renderInDutch(
    <FavoritesView locale="nl" browseHref={{ pathname: '/[...path]', params: { path: ['te-koop'] } }} />,
    { texts },
  );
}

beforeEach(() => {
  requested.length = 0;
  answers = {
    11: { status: 200, body: { estate: toEstateCardModel(estates[11]!, 'nl') } },
    12: { status: 200, body: { estate: toEstateCardModel(estates[12]!, 'nl') } },
    13: { status: 404, body: { error: { code: 'not_found', message: 'Weg' } } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const id = Number(url.split('/').pop());
      const answer = answers[id] ?? {
        status: 503,
        body: { error: { code: 'service_unavailable', message: 'x' } },
      };
      return Response.json(answer.body, { status: answer.status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('FavoritesList', () => {
  it('shows the empty state with a link to the listings when nothing is saved', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Nog geen favorieten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk ons aanbod' })).toHaveAttribute('href', '/te-koop');
    expect(requested).toEqual([]);
  });

  it('loads every favorite from the estate endpoint and shows their cards, newest first', async () => {
    save([11, 12]);
    renderList();
    expect(screen.getAllByTestId('favorite-skeleton').length).toBeGreaterThan(0);
    const list = await screen.findByRole('list', { name: 'Bewaarde panden' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Rijwoning met tuin', 'Villa aan het park']);
    expect(requested.sort()).toEqual(['/nl/ajax/estate/11', '/nl/ajax/estate/12']);
    expect(within(list).getAllByRole('button', { name: 'Verwijderen' })).toHaveLength(2);
  });

  it('removes a card when its heart is pressed', async () => {
    save([11, 12]);
    renderList();
    await screen.findByRole('heading', { name: 'Villa aan het park' });
    const villa = screen.getByRole('heading', { name: 'Villa aan het park' }).closest('article')!;
    await userEvent.click(within(villa as HTMLElement).getByRole('button', { name: 'Verwijderen' }));
    expect(screen.queryByRole('heading', { name: 'Villa aan het park' })).not.toBeInTheDocument();
    expect(getFavorites()).toEqual([12]);
  });

  it('says kindly that an estate is gone and lets the visitor remove it', async () => {
    save([11, 13]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Niet meer online' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen uit mijn favorieten' }));
    expect(screen.queryByRole('heading', { name: 'Niet meer online' })).not.toBeInTheDocument();
    expect(getFavorites()).toEqual([11]);
  });

  it('offers a retry when an estate fails to load, and shows it once it loads', async () => {
    save([11]);
    answers[11] = { status: 503, body: { error: { code: 'service_unavailable', message: 'x' } } };
    renderList();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' }, { timeout: 8000 });
    answers[11] = { status: 200, body: { estate: toEstateCardModel(estates[11]!, 'nl') } };
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Villa aan het park' })).toBeInTheDocument();
  }, 12_000);

  it('shows the empty state once the last favorite is removed in another tab', async () => {
    save([12]);
    renderList();
    await screen.findByRole('heading', { name: 'Rijwoning met tuin' });
    act(() => {
      window.localStorage.setItem(FAVORITES_STORAGE_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY, newValue: '[]' }));
    });
    expect(screen.getByRole('heading', { name: 'Nog geen favorieten' })).toBeInTheDocument();
  });

  it('shows under a card that its price was lowered since it was saved, with both prices', async () => {
    // Saved weeks ago at a higher price; the estate is now offered at € 350.000.
    save([{ id: 11, savedAt: '2026-10-01T09:00:00Z', saved: { price: 395_000, status: 'for-sale' } }]);
    renderList();
    const note = await screen.findByText('Prijs verlaagd sinds u het bewaarde');
    const change = note.closest('[data-change]') as HTMLElement;
    expect(change).toHaveTextContent('€ 395.000');
    expect(within(change).getByText('€ 395.000').tagName).toBe('DEL');
    expect(
      within(change).getByText('De prijs is verlaagd van € 395.000 naar € 350.000 sinds u het bewaarde.'),
    ).toBeInTheDocument();
  });

  it('shows that a favourite was sold since it was saved, until the visitor takes note of it', async () => {
    answers[12] = {
      status: 200,
      body: {
        estate: toEstateCardModel(
          estate({ general: { id: 12, title: { nl: 'Rijwoning met tuin' }, status: 'SOLD' } }),
          'nl',
        ),
      },
    };
    save([{ id: 12, saved: { price: 350_000, status: 'for-sale' } }]);
    renderList();
    expect(await screen.findByText('Verkocht sinds u het bewaarde')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gezien: Rijwoning met tuin' }));
    expect(screen.queryByText('Verkocht sinds u het bewaarde')).not.toBeInTheDocument();
  });

  it('shows no change for a favourite kept as a plain id, and remembers it from now on', async () => {
    save([11]);
    renderList();
    await screen.findByRole('heading', { name: 'Villa aan het park' });
    expect(screen.queryByText('Prijs verlaagd sinds u het bewaarde')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY)!)).toEqual([
        expect.objectContaining({ id: 11, saved: { price: 350_000, status: 'for-sale' } }),
      ]),
    );
  });

  it('notes that a favourite is no longer online', async () => {
    save([{ id: 13, saved: { price: 350_000, status: 'for-sale' } }]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Niet meer online' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY)!)).toEqual([
        expect.objectContaining({ id: 13, seen: 'gone' }),
      ]),
    );
  });
});
