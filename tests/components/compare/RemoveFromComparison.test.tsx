// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { RemoveFromComparison } from '@/components/compare/RemoveFromComparison';
import { clearComparedEstates, COMPARE_STORAGE_KEY } from '@/components/compare/compare-store';
import { renderInDutch } from '../../support/intl';

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('../listing/navigation-stub')).StubLink,
}));

afterEach(() => clearComparedEstates());

const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]') as number[];

describe('RemoveFromComparison', () => {
  it('takes the estate out of the kept choice as well as out of the page', async () => {
    renderInDutch(
      <>
        {[21, 22, 23].map((id) => (
          <CompareToggle key={id} estateId={id} />
        ))}
        <RemoveFromComparison estateId={22} href={{ pathname: '/compare', query: { ids: '21,23' } }}>
          Verwijderen
        </RemoveFromComparison>
      </>,
    );
    for (const toggle of screen.getAllByRole('button')) await userEvent.click(toggle);
    expect(stored()).toEqual([21, 22, 23]);

    const remove = screen.getByRole('link', { name: 'Verwijderen' });
    expect(new URL(remove.getAttribute('href')!, 'http://site.test').searchParams.get('ids')).toBe('21,23');
    await userEvent.click(remove);
    expect(stored()).toEqual([21, 23]);
  });

  it('leaves the kept choice alone when the estate was not in it (a shared comparison)', async () => {
    renderInDutch(
      <>
        <CompareToggle estateId={31} />
        <RemoveFromComparison estateId={99} href={{ pathname: '/compare', query: { ids: '31' } }}>
          Verwijderen
        </RemoveFromComparison>
      </>,
    );
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('link', { name: 'Verwijderen' }));
    expect(stored()).toEqual([31]);
  });
});
