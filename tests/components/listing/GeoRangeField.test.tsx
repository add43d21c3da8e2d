// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/components/listing/FilterBar';
import { ListingNavigation } from '@/components/listing/ListingNavigation';
import type { FilterOptions } from '@/display/listing/listing-types';
import { parseFilters } from '@/domain/search';
import { renderInDutch } from '../../support/intl';
import { filterOptions, filterTexts } from './filter-fixtures';
import { expectPushed, lastPushedPath, router } from './navigation-stub';

vi.mock('@/i18n/navigation', async () => {
  const stub = await import('./navigation-stub');
  return { useRouter: () => stub.router };
});

function listing(query: string, options: FilterOptions) {
  return (
    <ListingNavigation path={['te-koop']} filters={parseFilters(new URLSearchParams(query))}>
      <FilterBar locale="nl" options={options} total={12} />
    </ListingNavigation>
  );
}

function renderBar(query = '', options: FilterOptions = filterOptions) {
  const rendered = renderInDutch(listing(query, options), { texts: filterTexts });
  /** The page for the URL the router was sent to, as the server renders it (no place name known). */
  const arrive = () =>
    rendered.rerender(listing(new URL(lastPushedPath(), 'http://site.test').search, options));
  return { ...rendered, arrive };
}

/** The browser's geolocation as a test decides it: a position, or a refusal with its error code. */
function stubGeolocation(answer: { lat: number; lon: number } | { errorCode: number }) {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ('errorCode' in answer) failed?.({ code: answer.errorCode } as GeolocationPositionError);
    else found({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const ghent = { id: 11, zip: '9000', name: 'Gent', lat: 51.0543, lon: 3.7174 };

beforeEach(() => {
  router.push.mockClear();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the geo range of the filter bar', () => {
  it('searches within the chosen distance of a town, in place of the chosen cities', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ cities: [ghent] })),
    );
    const { arrive } = renderBar('city=20&bedrooms=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '20 km');
    await userEvent.type(screen.getByRole('combobox', { name: 'Rond welke plaats' }), 'gen');
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Gent (9000)' }, { timeout: 2000 }));
    await expectPushed('/te-koop?bedrooms=2&geo_range=20km%3B51.0543%3B3.7174');
    arrive();
    expect(await screen.findByText('Binnen 20 km van Gent (9000)')).toBeInTheDocument();
  });

  it('offers no town the service knows no centre of', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ cities: [{ ...ghent, lat: null, lon: null }] })),
    );
    renderBar();
    await userEvent.type(screen.getByRole('combobox', { name: 'Rond welke plaats' }), 'gen');
    expect(await screen.findByText('Geen gemeente gevonden', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows the range a page loads with, by the name of its place, and removes it', async () => {
    renderBar('geo_range=5km;51.0543;3.7174&type=1', { ...filterOptions, geoCentre: 'Gent (9000)' });
    expect(screen.getByText('Binnen 5 km van Gent (9000)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Afstandsfilter verwijderen' }));
    await expectPushed('/te-koop?type=1');
  });

  it('names a point that is no known place by its rounded coordinates', () => {
    renderBar('geo_range=7km;50.8503463;4.3517');
    expect(screen.getByText('Binnen 7 km van 50,85° N, 4,352° O')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveValue('7');
  });

  it('widens the current range around the same point', async () => {
    renderBar('geo_range=5km;51.0543;3.7174', { ...filterOptions, geoCentre: 'Gent (9000)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '50 km');
    await expectPushed('/te-koop?geo_range=50km%3B51.0543%3B3.7174');
  });

  it('gives way to a city chosen afterwards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ cities: [ghent] })),
    );
    renderBar('geo_range=5km;50.85;4.35');
    await userEvent.type(screen.getByRole('combobox', { name: 'Gemeente' }), 'gen');
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Gent (9000)' }, { timeout: 2000 }));
    await expectPushed('/te-koop?city=11');
  });

  it('asks for the visitor’s position only on their click, rounded in the URL, named "your location"', async () => {
    const getCurrentPosition = stubGeolocation({ lat: 50.8503463, lon: 4.3517211 });
    const { arrive } = renderBar();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Rond mijn locatie' }));
    await expectPushed('/te-koop?geo_range=10km%3B50.85%3B4.352');
    arrive();
    expect(await screen.findByText('Binnen 10 km van uw locatie')).toBeInTheDocument();
  });

  it('explains a refusal in a live message, and changes nothing', async () => {
    stubGeolocation({ errorCode: 1 });
    renderBar('city=20');
    await userEvent.click(screen.getByRole('button', { name: 'Rond mijn locatie' }));
    const message = screen.getByText(/U gaf geen toestemming om uw locatie te gebruiken/);
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says so when the position cannot be found or the browser has no geolocation', async () => {
    stubGeolocation({ errorCode: 3 });
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Rond mijn locatie' }));
    expect(screen.getByText(/Uw locatie kon niet bepaald worden/)).toBeInTheDocument();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Rond mijn locatie' }));
    expect(screen.getByText(/Deze browser kan uw locatie niet doorgeven/)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });
});
