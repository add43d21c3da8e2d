// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { CompareTrayPanel } from '@/components/compare/CompareTrayPanel';
import {
  clearComparedEstates,
  COMPARE_STORAGE_KEY,
  useComparedIds,
} from '@/components/compare/compare-store';
import { renderInDutch } from '../../support/intl';

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('../listing/navigation-stub')).StubLink,
}));

afterEach(() => clearComparedEstates());

/** Five cards' toggles and the tray, as a listing page shows them. */
function TogglesWithTray() {
  const ids = useComparedIds();
  return (
    <>
      {[11, 12, 13, 14, 15].map((id) => (
        <div key={id} data-testid={`card-${id}`}>
          <CompareToggle estateId={id} />
        </div>
      ))}
      {ids.length > 0 && <CompareTrayPanel ids={ids} />}
    </>
  );
}

const toggleOf = (id: number) => screen.getByTestId(`card-${id}`).querySelector('button')!;

describe('CompareToggle with the tray', () => {
  it('keeps the chosen estates in the browser and counts them in the tray', async () => {
    renderInDutch(<TogglesWithTray />);
    await userEvent.click(toggleOf(11));
    expect(toggleOf(11)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Kies nog een pand/)).toBeInTheDocument();

    await userEvent.click(toggleOf(13));
    const link = screen.getByRole('link', { name: 'Vergelijken (2)' });
    expect(link).toHaveAttribute('href', '/compare?ids=11%2C13');
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[11,13]');
  });

  it('refuses a fifth estate and says why, until the visitor lets one go', async () => {
    renderInDutch(<TogglesWithTray />);
    for (const id of [11, 12, 13, 14]) await userEvent.click(toggleOf(id));
    await userEvent.click(toggleOf(15));

    expect(toggleOf(15)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('hoogstens 4 panden');
    expect(screen.getByRole('link', { name: 'Vergelijken (4)' })).toBeInTheDocument();

    await userEvent.click(toggleOf(12));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await userEvent.click(toggleOf(15));
    expect(toggleOf(15)).toHaveAttribute('aria-pressed', 'true');
  });

  it('forgets the whole choice on "clear"', async () => {
    renderInDutch(<TogglesWithTray />);
    await userEvent.click(toggleOf(11));
    await userEvent.click(toggleOf(12));
    await userEvent.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });
});
