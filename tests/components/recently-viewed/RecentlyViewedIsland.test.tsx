// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentlyViewedIsland } from '@/components/recently-viewed/RecentlyViewedIsland';
import { RECENT_VISITS_STORAGE_KEY } from '@/components/recently-viewed/recent-store';
import type { RecentVisit } from '@/components/recently-viewed/recent-visits';
import { renderInDutch } from '../../support/intl';
import { cardModel } from '../listing/card-fixtures';

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('../listing/navigation-stub')).StubLink,
}));

const rental: RecentVisit = {
  kind: 'rental',
  id: 'R12',
  title: 'Appartement in Het Zoute',
  place: 'Knokke-Heist',
  imageUrl: null,
  price: 'vanaf € 650',
};

function remember(visits: RecentVisit[]) {
  window.localStorage.setItem(RECENT_VISITS_STORAGE_KEY, JSON.stringify(visits));
}

/** The estate endpoint of the site: a card for 7 and 8, "gone" for anything else. */
function answerEstateCards() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const id = Number(/estate\/(\d+)/.exec(url)?.[1]);
      if (id !== 7 && id !== 8) return new Response('{}', { status: 404 });
      return Response.json({ estate: cardModel({ id, title: `Villa ${id}` }) });
    }),
  );
}

beforeEach(answerEstateCards);
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const shownTitles = async () => {
  // The list's code loads on demand: the first time takes a moment.
  const list = await screen.findByRole('list', { name: /onlangs bekeek/ }, { timeout: 5000 });
  await within(list).findByRole('link', { name: 'Villa 7' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

describe('RecentlyViewedIsland', () => {
  it('shows nothing to a visitor who opened no page yet', () => {
    renderInDutch(<RecentlyViewedIsland locale="nl" placement="page" />);
    expect(screen.queryByRole('heading', { name: 'Recent bekeken' })).not.toBeInTheDocument();
  });

  it('lists the pages newest first, estates and rentals alike, and forgets a gone estate', async () => {
    remember([{ kind: 'estate', id: 7 }, rental, { kind: 'estate', id: 404 }, { kind: 'estate', id: 8 }]);
    renderInDutch(<RecentlyViewedIsland locale="nl" placement="page" />);
    expect(await shownTitles()).toEqual(['Villa 7', 'Appartement in Het Zoute', 'Villa 8']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_VISITS_STORAGE_KEY)!)).toHaveLength(3);
  });

  it('records the page being shown and leaves it out of its own list', async () => {
    remember([{ kind: 'estate', id: 7 }, rental]);
    renderInDutch(
      <RecentlyViewedIsland locale="nl" placement="detail" current={{ kind: 'estate', id: 8 }} />,
    );
    expect(await shownTitles()).toEqual(['Villa 7', 'Appartement in Het Zoute']);
    const stored = JSON.parse(window.localStorage.getItem(RECENT_VISITS_STORAGE_KEY)!) as RecentVisit[];
    expect(stored[0]).toEqual({ kind: 'estate', id: 8 });
  });

  it('forgets one page on request, then all of them', async () => {
    remember([{ kind: 'estate', id: 7 }, rental, { kind: 'estate', id: 8 }]);
    renderInDutch(<RecentlyViewedIsland locale="nl" placement="page" />);
    await shownTitles();

    await userEvent.click(screen.getByRole('button', { name: 'Appartement in Het Zoute vergeten' }));
    expect(await shownTitles()).toEqual(['Villa 7', 'Villa 8']);
    // The keyboard stays in the list, on the next item's button.
    expect(screen.getByRole('button', { name: 'Villa 8 vergeten' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Alles vergeten' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uw recent bekeken panden zijn vergeten.');
    expect(screen.getByRole('heading', { name: 'Recent bekeken' })).toHaveFocus();
    expect(window.localStorage.getItem(RECENT_VISITS_STORAGE_KEY)).toBeNull();
  });
});
