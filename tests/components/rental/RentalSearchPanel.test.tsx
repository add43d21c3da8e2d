// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RentalSearchPanel } from '@/components/rental/RentalSearchPanel';
import type { RentalFilterField } from '@/components/rental/filter-fields';
import { renderInDutch, textsWrapper } from '../../support/intl';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/nl/vakantieverhuur',
}));

afterEach(() => push.mockReset());

const fields: RentalFilterField[] = [
  {
    name: 'location',
    param: 'location',
    value: '',
    options: [
      { value: '4', label: 'De Haan' },
      { value: '20', label: 'Durbuy' },
    ],
  },
  {
    name: 'guests',
    param: 'guests',
    value: '4',
    options: [{ value: '4', label: '4 personen of meer' }],
  },
  {
    name: 'periodStart',
    param: 'period-start',
    value: '2030-01-05',
    groups: [{ label: 'Juli 2026', options: [{ value: '2026-07-04', label: 'za 04/07/2026' }] }],
  },
];

const texts = {
  RentalSearchPanel: {
    title: 'Zoek',
    submit: 'Toon resultaten',
    reset: 'Filters wissen',
    updating: 'Bijwerken…',
  },
};

describe('RentalSearchPanel', () => {
  it('labels every filter and shows the values of the URL', () => {
    renderInDutch(<RentalSearchPanel fields={fields}>results</RentalSearchPanel>, { texts });
    expect(screen.getByLabelText('Locatie')).toHaveValue('');
    expect(screen.getByLabelText('Aantal personen')).toHaveValue('4');
    // A date the service no longer offers stays visible as chosen.
    expect(screen.getByLabelText('Aankomst')).toHaveValue('2030-01-05');
  });

  it('writes a changed filter into the URL of the page, keeping the others', () => {
    renderInDutch(<RentalSearchPanel fields={fields}>results</RentalSearchPanel>, { texts });
    fireEvent.change(screen.getByLabelText('Locatie'), { target: { value: '20' } });
    expect(push).toHaveBeenCalledWith('/nl/vakantieverhuur?location=20&guests=4&period-start=2030-01-05', {
      scroll: false,
    });
  });

  it('applies every select the visitor changed before the page’s code ran, not only the last', () => {
    const panel = <RentalSearchPanel fields={fields}>results</RentalSearchPanel>;
    // The server's HTML, as a visitor has it: native selects work before React hydrates them.
    const DutchTexts = textsWrapper(texts);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DutchTexts>{panel}</DutchTexts>);
    document.body.append(container);
    within(container).getByLabelText<HTMLSelectElement>('Locatie').value = '20';
    within(container).getByLabelText<HTMLSelectElement>('Aankomst').value = '2026-07-04';

    renderInDutch(panel, { texts, container, hydrate: true });
    expect(push).toHaveBeenLastCalledWith(
      '/nl/vakantieverhuur?location=20&guests=4&period-start=2026-07-04',
      {
        scroll: false,
      },
    );
  });

  it('clears every filter at once', () => {
    renderInDutch(<RentalSearchPanel fields={fields}>results</RentalSearchPanel>, { texts });
    fireEvent.click(screen.getByRole('link', { name: 'Filters wissen' }));
    expect(push).toHaveBeenCalledWith('/nl/vakantieverhuur', { scroll: false });
  });

  it('renders the results it is given', () => {
    renderInDutch(<RentalSearchPanel fields={fields}>44 vakantiewoningen</RentalSearchPanel>, { texts });
    expect(screen.getByText('44 vakantiewoningen')).toBeInTheDocument();
  });
});
