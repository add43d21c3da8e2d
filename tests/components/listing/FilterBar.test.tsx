// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingNavigation } from '@/components/listing/ListingNavigation';
import type { FilterOptions } from '@/display/listing/listing-types';
import { FilterBar } from '@/components/listing/FilterBar';
import { parseFilters } from '@/domain/search';
import { renderInDutch, textsWrapper } from '../../support/intl';
import { filterOptions, filterTexts } from './filter-fixtures';
import { expectPushed, router } from './navigation-stub';

vi.mock('@/i18n/navigation', async () => {
  const stub = await import('./navigation-stub');
  return { useRouter: () => stub.router };
});

function renderBar(query = '', options: FilterOptions = filterOptions) {
  return renderInDutch(
    <ListingNavigation path={['te-koop']} filters={parseFilters(new URLSearchParams(query))}>
      <FilterBar locale="nl" options={options} total={12} />
    </ListingNavigation>,
    { texts: filterTexts },
  );
}

beforeEach(() => router.push.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('FilterBar', () => {
  it('pushes the chosen bedrooms into the URL, keeping the other filters and the scroll position', async () => {
    renderBar('city=11&sortType=price');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Slaapkamers' }), '3');
    await expectPushed('/te-koop?city=11&bedrooms=3&sortType=price&sortOrder=ASC');
    expect(router.push.mock.calls.at(-1)?.[1]).toEqual({ scroll: false });
  });

  it('applies the type and bedrooms chosen, and keeps a price typed, before the page’s code ran', async () => {
    const bar = (
      <ListingNavigation path={['te-koop']} filters={parseFilters(new URLSearchParams('city=11'))}>
        <FilterBar locale="nl" options={filterOptions} total={12} />
      </ListingNavigation>
    );
    // The server's HTML, as a visitor has it: native fields work before React hydrates them.
    const DutchTexts = textsWrapper(filterTexts);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DutchTexts>{bar}</DutchTexts>);
    document.body.append(container);
    within(container).getByRole<HTMLSelectElement>('combobox', { name: 'Slaapkamers' }).value = '3';
    within(container).getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value = '2';
    within(container).getByRole<HTMLInputElement>('textbox', { name: 'Minimumprijs' }).value = '250.000';

    renderInDutch(bar, { texts: filterTexts, container, hydrate: true });
    // Both choices count: the second builds on the first instead of replacing it.
    await expectPushed('/te-koop?city=11&type=2&bedrooms=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximumprijs' }), '400000{Enter}');
    await expectPushed('/te-koop?city=11&type=2&price-min=250000&price-max=400000&bedrooms=3');
  });

  it('offers the large bedroom bucket as 6+', async () => {
    renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Slaapkamers' }), '6 of meer');
    await expectPushed('/te-koop?bedrooms=6%2B');
  });

  it('applies a price range on Enter, read the way Belgians type it', async () => {
    renderBar();
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimumprijs' }), '250.000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximumprijs' }), '400000{Enter}');
    expect(router.push).toHaveBeenCalledTimes(1);
    await expectPushed('/te-koop?price-min=250000&price-max=400000');
  });

  it('drops a price bound that was cleared when the visitor leaves the fields', async () => {
    renderBar('price-min=100000&price-max=300000');
    const minimum = screen.getByRole('textbox', { name: 'Minimumprijs' });
    expect(minimum).toHaveValue('100.000');
    await userEvent.clear(minimum);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await expectPushed('/te-koop?price-max=300000');
  });

  it('starts a new type without the subtypes of the previous one', async () => {
    renderBar('type=1&subType=12');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '2');
    await expectPushed('/te-koop?type=2');
  });

  it('offers only the subtypes of the chosen type', () => {
    renderBar('type=2');
    const subtypes = within(screen.getByRole('combobox', { name: 'Soort' })).getAllByRole('option');
    expect(subtypes.map((option) => option.textContent)).toEqual(['Alle soorten', 'Duplex']);
  });

  it('selects both ids of a status the two data sources number differently', async () => {
    renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Verkocht');
    await expectPushed('/te-koop?transaction=1&transaction=5');
  });

  it('adds a city found by the autocomplete to the cities already chosen', async () => {
    const fetchCities = vi.fn(async (_url: string) =>
      Response.json({ cities: [{ id: 11, zip: '9000', name: 'Gent' }] }),
    );
    vi.stubGlobal('fetch', fetchCities);
    renderBar('city=20', { ...filterOptions, selectedCities: [{ id: 20, label: 'Genk (3600)' }] });
    const input = screen.getByRole('combobox', { name: 'Gemeente' });
    await userEvent.type(input, 'gen');
    const option = await screen.findByRole('option', { name: 'Gent (9000)' }, { timeout: 2000 });
    expect(String(fetchCities.mock.calls[0]?.[0])).toBe('/nl/ajax/search-city?q=gen');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(option);
    await expectPushed('/te-koop?city=20&city=11');
  });

  it('removes a city with its chip', async () => {
    renderBar('city=20&city=11', {
      ...filterOptions,
      selectedCities: [
        { id: 20, label: 'Genk (3600)' },
        { id: 11, label: 'Gent (9000)' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Genk (3600) verwijderen' }));
    await expectPushed('/te-koop?city=11');
  });

  it('clears the filters but keeps the sort and the view', async () => {
    renderBar('city=11&bedrooms=2&sortType=price&sortOrder=DESC&view=map');
    await userEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await expectPushed('/te-koop?sortType=price&sortOrder=DESC&view=map');
  });

  it('offers no "clear filters" when nothing is filtered', () => {
    renderBar('sortType=price');
    expect(screen.queryByRole('button', { name: 'Filters wissen' })).not.toBeInTheDocument();
  });

  it('opens as a modal sheet that Escape closes, handing the focus back', async () => {
    renderBar();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters sluiten' })).toHaveFocus();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '12 resultaten tonen' }));
    expect(opener).toHaveFocus();
  });
});
