import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/content-api/errors';
import { GET as slotsRoute } from '../../../app/[lang]/ajax/live-agenda/[agendaId]/route';
import { DELETE as cancelRoute } from '../../../app/[lang]/ajax/live-agenda/reservation/[appointmentId]/route';
import { POST as bookRoute } from '../../../app/[lang]/ajax/live-agenda/reservation/route';
import { formRequest, SITE_ORIGIN } from '../../support/form-requests';

const { queued, queueMails, service } = vi.hoisted(() => {
  const queued: { kind: string; to: string; subject: string; text: string }[] = [];
  return {
    queued,
    queueMails: vi.fn(async (mails: never[]) => void queued.push(...mails)),
    service: {
      getAgendaSlots: vi.fn(),
      createAppointment: vi.fn(),
      cancelAppointment: vi.fn(),
      getAppointment: vi.fn(),
      getEstateGroup: vi.fn(async () => null),
    },
  };
});

vi.mock('@/server/content-service', () => service);
vi.mock('@/server/mail', () => ({
  siteMailBrand: async () => ({ name: 'Agency', siteUrl: 'https://agency.be' }),
  loadEstateForMail: async () => null,
  toMailEstate: () => null,
  appointmentConfirmationMail: (input: { cancelUrl: string }) => ({
    subject: 's',
    html: '',
    text: input.cancelUrl,
  }),
  appointmentCancellationMail: (input: { locale: string; start: string }) => ({
    subject: `cancelled ${input.locale}`,
    html: '',
    text: input.start,
  }),
  queueMails,
}));
vi.mock('@/server/rate-limit', async () =>
  (await import('../../support/form-requests')).rateLimitsAllowing(),
);
vi.mock('@/server/sites/host-sites', async () =>
  (await import('../../support/form-requests')).siteHostsOfLocalhost(),
);
// The site the request came to (found by its host name).
vi.mock('@/server/sites/request-site', () => ({
  getSiteUrl: async () => 'https://kust.test',
  servesSitesByHostname: true,
}));

const origin = SITE_ORIGIN;
const appointmentId = '0b3c2f4e-8a1d-4c5e-9f00-1234567890ab';
const slot = (id: string, start: string) => ({ id, start, end: start.replace(':00:00', ':45:00') });
const booking = { name: 'Lien', email: 'lien@example.be', privacy: true, agendaId: 1001, slotId: 's1' };
const appointment = {
  id: appointmentId,
  agendaId: 1001,
  slotId: 's1',
  start: '2999-01-01T10:00:00Z',
  end: '2999-01-01T10:45:00Z',
  estateId: 1001,
  name: 'Lien',
  email: 'lien@example.be',
  status: 'booked',
  createdAt: '2026-01-01T00:00:00Z',
};

const jsonRequest = (path: string, method: 'POST' | 'DELETE', body: unknown) =>
  formRequest(path, body, { method });
const book = (body: unknown) =>
  bookRoute(jsonRequest('/de/ajax/live-agenda/reservation', 'POST', body), {
    params: Promise.resolve({ lang: 'de' }),
  });
const cancel = (id: string) =>
  cancelRoute(jsonRequest(`/nl/ajax/live-agenda/reservation/${id}`, 'DELETE', {}), {
    params: Promise.resolve({ lang: 'nl', appointmentId: id }),
  });
const slots = (agendaId: string) =>
  slotsRoute(new Request(`${origin}/fr/ajax/live-agenda/${agendaId}`), {
    params: Promise.resolve({ lang: 'fr', agendaId }),
  });

describe('the live agenda endpoints', () => {
  beforeEach(() => {
    queued.length = 0;
    vi.clearAllMocks();
  });

  it('offers only slots still ahead, in time order, read without cache', async () => {
    service.getAgendaSlots.mockResolvedValueOnce({
      id: 1001,
      estateId: 1001,
      slots: [
        slot('late', '2999-01-02T10:00:00Z'),
        slot('past', '2000-01-01T10:00:00Z'),
        slot('soon', '2999-01-01T10:00:00Z'),
      ],
    });
    const response = await slots('1001');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { slots: { id: string }[] }).slots.map((free) => free.id)).toEqual([
      'soon',
      'late',
    ]);
    expect(service.getAgendaSlots).toHaveBeenCalledWith('1001', { locale: 'fr', cache: 'no-store' });
  });

  it('answers 404 for an estate without agenda', async () => {
    service.getAgendaSlots.mockRejectedValueOnce(new HttpError(404, 'Not Found', '/x', 'GET'));
    expect((await slots('1001')).status).toBe(404);
    expect((await slots('../x')).status).toBe(404);
  });

  it("books a slot and mails the confirmation with a cancel link on the request's site in the visitor language", async () => {
    service.createAppointment.mockResolvedValueOnce(appointment);
    const response = await book(booking);
    expect(response.status).toBe(201);
    expect(service.createAppointment).toHaveBeenCalledWith(
      { agendaId: 1001, slotId: 's1', name: 'Lien', email: 'lien@example.be', locale: 'de' },
      { locale: 'de' },
    );
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'appointment-confirmation',
        to: 'lien@example.be',
        text: `https://kust.test/de/termin-absagen/${appointmentId}`,
      }),
    ]);
  });

  it('explains a slot taken in the meantime with 409 and refuses bad input with 400', async () => {
    service.createAppointment.mockRejectedValueOnce(new HttpError(409, 'Conflict', '/x', 'POST'));
    const taken = await book(booking);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('slot_taken');
    const invalid = await book({ ...booking, privacy: false, email: 'lien' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: object } }).error.fields).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      privacy: 'Bitte geben Sie Ihre Zustimmung.',
    });
    expect(queued).toHaveLength(0);
  });

  it('cancels once; an unknown or already cancelled appointment is 404 or 409', async () => {
    service.cancelAppointment.mockResolvedValueOnce(undefined);
    expect((await cancel(appointmentId)).status).toBe(200);
    service.cancelAppointment.mockRejectedValueOnce(new HttpError(409, 'Conflict', '/x', 'DELETE'));
    const again = await cancel(appointmentId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'Deze afspraak werd al geannuleerd.',
    );
    service.cancelAppointment.mockRejectedValueOnce(new HttpError(404, 'Not Found', '/x', 'DELETE'));
    expect((await cancel(appointmentId)).status).toBe(404);
    expect((await cancel('not-an-id')).status).toBe(404);
  });

  it('mails the visitor a confirmation of the cancellation in the language of the cancel request', async () => {
    service.cancelAppointment.mockResolvedValueOnce(undefined);
    service.getAppointment.mockResolvedValueOnce({ ...appointment, status: 'cancelled' });
    expect((await cancel(appointmentId)).status).toBe(200);
    expect(service.getAppointment).toHaveBeenCalledWith(appointmentId, { locale: 'nl', cache: 'no-store' });
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'appointment-cancellation',
        to: 'lien@example.be',
        subject: 'cancelled nl',
        text: appointment.start,
      }),
    ]);
  });

  it('answers 200 for a done cancellation even when its mail cannot be queued', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    service.cancelAppointment.mockResolvedValue(undefined);
    service.getAppointment.mockResolvedValueOnce({ ...appointment, status: 'cancelled' });
    queueMails.mockRejectedValueOnce(new Error('database unreachable'));
    expect((await cancel(appointmentId)).status).toBe(200);
    // Nor does an appointment the agenda no longer gives.
    service.getAppointment.mockRejectedValueOnce(new HttpError(503, 'Unavailable', '/x', 'GET'));
    expect((await cancel(appointmentId)).status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(queued).toHaveLength(0);
  });
});
