// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RentalAvailability } from '@/components/rental/RentalAvailability';
import { renderInDutch } from '../../support/intl';
import type { PeriodMonthView } from '@/domain/rental';

const months: PeriodMonthView[] = [
  {
    month: '2026-07',
    label: 'Juli 2026',
    periods: [
      {
        id: '1',
        type: 'week',
        range: '04/07/2026 – 11/07/2026',
        nights: 7,
        price: '€ 1.250',
        available: true,
      },
      {
        id: '2',
        type: 'weekend',
        range: '10/07/2026 – 13/07/2026',
        nights: 3,
        price: '€ 560',
        available: false,
      },
    ],
  },
  {
    month: '2026-08',
    label: 'Augustus 2026',
    periods: [
      {
        id: '3',
        type: 'week',
        range: '01/08/2026 – 08/08/2026',
        nights: 7,
        price: '€ 1.400',
        available: true,
      },
    ],
  },
];

const texts = {
  RentalAvailability: {
    intro: 'Kies een periode.',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    available: 'Beschikbaar',
    booked: 'Volgeboekt',
    choose: 'Kiezen',
    chosen: 'Gekozen',
    none: 'Geen periodes',
    chooseLabel: '{type} van {range} kiezen',
  },
};
const names = {
  typeNames: { week: 'Week', weekend: 'Weekend' },
  nightsNames: { 7: '7 nachten', 3: '3 nachten' },
};

describe('RentalAvailability', () => {
  it('lists the month with dates, type, nights and price, and tells booked from available in words', () => {
    renderInDutch(<RentalAvailability months={months} {...names} reservable />, { texts });
    expect(screen.getByRole('heading', { name: 'Juli 2026' })).toBeInTheDocument();
    const [free, booked] = screen.getAllByRole('listitem');
    expect(free).toHaveTextContent('04/07/2026 – 11/07/2026');
    expect(free).toHaveTextContent('Week · 7 nachten');
    expect(free).toHaveTextContent('€ 1.250');
    expect(free).toHaveTextContent('Beschikbaar');
    expect(booked).toHaveTextContent('Volgeboekt');
    expect(within(booked!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pages through the months, the buttons stopping at the ends', () => {
    renderInDutch(<RentalAvailability months={months} {...names} reservable />, { texts });
    expect(screen.getByRole('button', { name: 'Vorige maand' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende maand' }));
    expect(screen.getByRole('heading', { name: 'Augustus 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toBeDisabled();
  });

  it('marks a chosen period as chosen', () => {
    renderInDutch(<RentalAvailability months={months} {...names} reservable />, { texts });
    const choose = screen.getByRole('button', { name: 'Week van 04/07/2026 – 11/07/2026 kiezen' });
    expect(choose).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(choose);
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    expect(choose).toHaveTextContent('Gekozen');
  });

  it('says so when there are no upcoming periods', () => {
    renderInDutch(<RentalAvailability months={[]} {...names} reservable />, { texts });
    expect(screen.getByText('Geen periodes')).toBeInTheDocument();
  });
});
