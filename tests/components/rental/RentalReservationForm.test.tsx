// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RentalReservationForm } from '@/components/rental/RentalReservationForm';
import type { ReservationErrorTexts } from '@/components/rental/reservation-form-types';
import { choosePeriod } from '@/components/rental/selected-period-store';
import { renderInDutch } from '../../support/intl';
import { reservationErrorKeys } from '@/domain/rental';

const refresh = vi.fn();
// The consent text links to the privacy statement through the localized Link.
vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../listing/navigation-stub')).StubLink }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

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
  success: 'Bedankt! Uw aanvraag voor {range} is goed ontvangen.',
  periodTaken: 'Deze periode is intussen niet meer beschikbaar.',
  failure: 'Uw aanvraag kon niet verstuurd worden. Uw gegevens zijn bewaard.',
  noPeriods: 'Geen vrije periodes.',
};

const errorTexts = Object.fromEntries(
  reservationErrorKeys.map((key) => [key, `fout: ${key}`]),
) as ReservationErrorTexts;

const periodGroups = [
  {
    label: 'Juli 2026',
    options: [
      {
        value: '501001',
        label: 'Week · 04/07/2026 – 11/07/2026 · € 1.250',
        range: '04/07/2026 – 11/07/2026',
      },
      {
        value: '501003',
        label: 'Weekend · 10/07/2026 – 13/07/2026 · € 560',
        range: '10/07/2026 – 13/07/2026',
      },
    ],
  },
];

function renderForm(groups = periodGroups) {
  return renderInDutch(
    <RentalReservationForm
      unitId={501}
      maxOccupation={4}
      periodGroups={groups}
      locale="nl"
      errorTexts={errorTexts}
    />,
    { texts: { RentalReservation: labels } },
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, guests = '2') {
  await user.selectOptions(screen.getByLabelText('Periode'), '501001');
  await user.type(screen.getByLabelText('Aantal personen'), guests);
  await user.type(screen.getByLabelText('Naam'), 'An Peeters');
  await user.type(screen.getByLabelText(/E-mailadres/), 'an@example.be');
  await user.click(screen.getByRole('checkbox'));
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  refresh.mockReset();
});

describe('RentalReservationForm', () => {
  it('refuses an empty request in the browser, marks each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Reservatie aanvragen' }));
    expect(await screen.findByText('fout: periodRequired')).toBeInTheDocument();
    expect(screen.getByText('fout: guestsRequired')).toBeInTheDocument();
    expect(screen.getByText('fout: nameRequired')).toBeInTheDocument();
    expect(screen.getByText('fout: emailInvalid')).toBeInTheDocument();
    expect(screen.getByText('fout: consentRequired')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses more guests than the unit sleeps before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, '5');
    await user.click(screen.getByRole('button', { name: 'Reservatie aanvragen' }));
    expect(await screen.findByText('fout: guestsTooMany')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request as JSON, confirms it with the period and empties the form', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Reservatie aanvragen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bedankt! Uw aanvraag voor 04/07/2026 – 11/07/2026 is goed ontvangen.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/nl/ajax/rental-reservation');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      rentalUnitId: 501,
      periodId: '501001',
      guests: 2,
      name: 'An Peeters',
      email: 'an@example.be',
      privacyConsent: true,
    });
    expect(screen.getByLabelText('Naam')).toHaveValue('');
    expect(refresh).toHaveBeenCalled();
  });

  it('says a period was taken meanwhile and keeps what the visitor typed', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 409 }));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Reservatie aanvragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze periode is intussen niet meer beschikbaar.',
    );
    expect(screen.getByLabelText('Naam')).toHaveValue('An Peeters');
  });

  it('shows a danger alert when the service fails and keeps every field', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.type(screen.getByLabelText(/Bericht/), 'Met de hond?');
    await user.click(screen.getByRole('button', { name: 'Reservatie aanvragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uw aanvraag kon niet verstuurd worden.');
    expect(screen.getByLabelText(/Bericht/)).toHaveValue('Met de hond?');
    expect(screen.getByLabelText('Periode')).toHaveValue('501001');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('takes over a period chosen in the availability list', async () => {
    renderForm();
    act(() => choosePeriod('501003'));
    await waitFor(() => expect(screen.getByLabelText('Periode')).toHaveValue('501003'));
    expect(screen.getByLabelText('Periode')).toHaveFocus();
  });

  it('shows the guest limit as a hint', () => {
    renderForm();
    expect(screen.getByText('Maximaal 4 personen')).toBeInTheDocument();
    expect(screen.getByLabelText('Aantal personen')).toHaveAttribute(
      'aria-describedby',
      'reservation-guests-hint',
    );
  });

  it('says there is nothing to reserve when no period is free', () => {
    renderForm([]);
    expect(screen.getByText('Geen vrije periodes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservatie aanvragen' })).not.toBeInTheDocument();
  });
});
