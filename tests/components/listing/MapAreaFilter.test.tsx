// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingNavigation } from '@/components/listing/ListingNavigation';
import { MapAreaFilter } from '@/components/listing/MapAreaFilter';
import { parseFilters } from '@/domain/search';
import { renderInDutch } from '../../support/intl';
import { expectPushed, router } from './navigation-stub';

vi.mock('@/i18n/navigation', async () => {
  const stub = await import('./navigation-stub');
  return { useRouter: () => stub.router };
});

function renderChip(query: string) {
  return renderInDutch(
    <ListingNavigation path={['te-koop']} filters={parseFilters(new URLSearchParams(query))}>
      <MapAreaFilter />
    </ListingNavigation>,
  );
}

beforeEach(() => router.push.mockClear());

describe('MapAreaFilter', () => {
  it('shows the searched map area with a button that names what it removes', () => {
    renderChip('bounds=51.02,3.68,51.08,3.77&view=map');
    expect(screen.getByText('Gebied op de kaart')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kaartgebied verwijderen' })).toBeVisible();
  });

  it('removes only the area, keeping the other filters and the map view', async () => {
    renderChip('type=1&bounds=51.02,3.68,51.08,3.77&view=map');
    await userEvent.click(screen.getByRole('button', { name: 'Kaartgebied verwijderen' }));
    await expectPushed('/te-koop?type=1&view=map');
  });

  it('shows nothing without an area, or for an area the URL cannot hold', () => {
    const { container, unmount } = renderChip('type=1');
    expect(container).toBeEmptyDOMElement();
    unmount();
    expect(renderChip('bounds=51.08,3.68,51.02,3.77').container).toBeEmptyDOMElement();
  });
});
