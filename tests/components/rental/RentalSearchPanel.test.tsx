// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RentalSearchPanel } from '@/components/rental/RentalSearchPanel';
import type { RentalFilterField } from '@/components/rental/filter-fields';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/nl/vakantieverhuur',
}));

afterEach(() => push.mockReset());

const fields: RentalFilterField[] = [
  {
    param: 'location',
    label: 'Locatie',
    anyLabel: 'Alle locaties',
    value: '',
    options: [
      { value: '4', label: 'De Haan' },
      { value: '20', label: 'Durbuy' },
    ],
  },
  {
    param: 'guests',
    label: 'Aantal personen',
    anyLabel: 'Om het even',
    value: '4',
    options: [{ value: '4', label: '4 personen of meer' }],
  },
  {
    param: 'period-start',
    label: 'Aankomst',
    anyLabel: 'Om het even wanneer',
    value: '2030-01-05',
    groups: [{ label: 'Juli 2026', options: [{ value: '2026-07-04', label: 'za 04/07/2026' }] }],
  },
];

const labels = { title: 'Zoek', submit: 'Toon resultaten', reset: 'Filters wissen', updating: 'Bijwerken…' };

describe('RentalSearchPanel', () => {
  it('labels every filter and shows the values of the URL', () => {
    render(
      <RentalSearchPanel fields={fields} labels={labels}>
        results
      </RentalSearchPanel>,
    );
    expect(screen.getByLabelText('Locatie')).toHaveValue('');
    expect(screen.getByLabelText('Aantal personen')).toHaveValue('4');
    // A date the service no longer offers stays visible as chosen.
    expect(screen.getByLabelText('Aankomst')).toHaveValue('2030-01-05');
  });

  it('writes a changed filter into the URL of the page, keeping the others', () => {
    render(
      <RentalSearchPanel fields={fields} labels={labels}>
        results
      </RentalSearchPanel>,
    );
    fireEvent.change(screen.getByLabelText('Locatie'), { target: { value: '20' } });
    expect(push).toHaveBeenCalledWith('/nl/vakantieverhuur?location=20&guests=4&period-start=2030-01-05', {
      scroll: false,
    });
  });

  it('clears every filter at once', () => {
    render(
      <RentalSearchPanel fields={fields} labels={labels}>
        results
      </RentalSearchPanel>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Filters wissen' }));
    expect(push).toHaveBeenCalledWith('/nl/vakantieverhuur', { scroll: false });
  });

  it('renders the results it is given', () => {
    render(
      <RentalSearchPanel fields={fields} labels={labels}>
        44 vakantiewoningen
      </RentalSearchPanel>,
    );
    expect(screen.getByText('44 vakantiewoningen')).toBeInTheDocument();
  });
});
