// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RentalReservationFormOnDemand } from '@/components/rental/RentalReservationFormOnDemand';
import type { ReservationErrorTexts } from '@/components/rental/reservation-form-types';
import { choosePeriod } from '@/components/rental/selected-period-store';
import { renderInDutch } from '../../support/intl';
import { stubIntersectionObserver } from '../../support/intersection-observer';

// The consent text links to the privacy statement through the localized Link.
vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../listing/navigation-stub')).StubLink }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const labels = {
  period: 'Periode',
  choosePeriod: 'Kies een periode',
  guests: 'Aantal personen',
  guestsHint: 'Maximaal {max} personen',
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoon',
  message: 'Bericht',
  optional: 'optioneel',
  required: 'verplicht',
  consent: 'Ik ga akkoord met de privacyverklaring.',
  submit: 'Reservatie aanvragen',
  sending: 'Bezig met versturen…',
  success: 'Bedankt!',
  periodTaken: 'Niet meer beschikbaar.',
  failure: 'Niet verstuurd.',
  noPeriods: 'Geen vrije periodes.',
};

const periodGroups = [
  { label: 'Juli 2026', options: [{ value: '501001', label: 'Week · 04/07/2026', range: '04/07/2026' }] },
];

function renderOnDemand(groups = periodGroups) {
  return renderInDutch(
    <RentalReservationFormOnDemand
      unitId={501}
      maxOccupation={4}
      periodGroups={groups}
      locale="nl"
      errorTexts={{} as ReservationErrorTexts}
    />,
    { texts: { RentalReservation: labels } },
  );
}

let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  viewport = stubIntersectionObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RentalReservationFormOnDemand', () => {
  it('holds the form’s place with disabled controls hidden from assistive technology', () => {
    const { container } = renderOnDemand();
    const standIn = container.querySelector('form[data-stand-in]');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn?.querySelector('fieldset')).toBeDisabled();
    expect(standIn?.querySelectorAll('select, input, textarea')).toHaveLength(7);
    // Only the placeholder: the periods come with the real form.
    expect(standIn?.querySelectorAll('option')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Naam' })).not.toBeInTheDocument();
  });

  it('says there is no free period without loading anything when none is offered', () => {
    renderOnDemand([]);
    expect(screen.getByText('Geen vrije periodes.')).toBeInTheDocument();
  });

  it('loads the real form only once the visitor comes near it', async () => {
    const { container } = renderOnDemand();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('form[data-stand-in]')).not.toBeNull();
    viewport.bringIntoView();
    expect(await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 5000 })).toBeEnabled();
    expect(container.querySelector('form[data-stand-in]')).toBeNull();
  });

  it('loads the real form, with the period filled in, when a period is picked in the availability list', async () => {
    renderOnDemand();
    act(() => choosePeriod('501001'));
    expect(await screen.findByRole('combobox', { name: 'Periode' }, { timeout: 5000 })).toHaveValue('501001');
  });
});
