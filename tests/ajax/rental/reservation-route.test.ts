import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { POST } from '../../../app/[lang]/ajax/rental-reservation/route';
import { rentalPeriod, rentalUnit } from '../../domain/rental/rental-fixture';
import { sendForm } from '../../support/form-requests';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

vi.mock('@/server/rate-limit', async () =>
  (await import('../../support/form-requests')).rateLimitsAllowing(),
);

startContentService();

const periods = [
  rentalPeriod({ id: 501001 }),
  rentalPeriod({ id: 501002, start: '2026-07-11', end: '2026-07-18', available: false }),
];

const request = {
  rentalUnitId: 501,
  periodId: '501001',
  guests: 2,
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '',
  message: 'Met de fiets.',
  privacyConsent: true,
};

const post = (body: unknown, lang = 'nl') =>
  sendForm(POST, `/${lang}/ajax/rental-reservation`, { lang }, body);

function serviceWithUnit() {
  answerWith('get', '/sites/demo/rental-units/501', json(rentalUnit()));
  answerWith('get', '/sites/demo/rental-units/501/periods', json(periods));
}

describe('POST /{lang}/ajax/rental-reservation', () => {
  it('forwards a valid request to the content service and answers 201', async () => {
    serviceWithUnit();
    const received = answerWith(
      'post',
      '/sites/demo/rental-units/reservation',
      json({ id: 7, status: 'requested' }, 201),
    );
    const response = await post(request, 'fr');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ reservation: { id: 7, status: 'requested' } });
    expect(received[0]?.body).toEqual({
      rentalUnitId: 501,
      periodId: 501001,
      guests: 2,
      name: 'An Peeters',
      email: 'an@example.be',
      message: 'Met de fiets.',
      locale: 'fr',
    });
  });

  it('refuses too many guests and a missing consent with messages in the language, sending nothing', async () => {
    serviceWithUnit();
    const received = answerWith(
      'post',
      '/sites/demo/rental-units/reservation',
      json({ id: 1, status: 'requested' }, 201),
    );
    const response = await post({ ...request, guests: 9, privacyConsent: false, email: 'an@' }, 'en');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toEqual({
      guests: 'This home sleeps at most 4 guests.',
      email: 'Enter a valid email address, for example name@example.com.',
      privacyConsent: 'Please give your consent so that we can handle your request.',
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a period that is booked by now with 409, sending nothing', async () => {
    serviceWithUnit();
    const received = answerWith(
      'post',
      '/sites/demo/rental-units/reservation',
      json({ id: 1, status: 'requested' }, 201),
    );
    const response = await post({ ...request, periodId: '501002' }, 'de');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'period_unavailable',
        message: 'Dieser Zeitraum ist inzwischen nicht mehr frei.',
        fields: { periodId: 'Dieser Zeitraum ist nicht (mehr) frei. Bitte wählen Sie einen anderen.' },
      },
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a period of another unit as a bad request', async () => {
    serviceWithUnit();
    const response = await post({ ...request, periodId: '999999' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { periodId: 'Deze periode is niet (meer) beschikbaar. Kies een andere periode.' } },
    });
  });

  it('answers 409 "period no longer available" when the service says it was taken meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serviceWithUnit();
    answerWith(
      'post',
      '/sites/demo/rental-units/reservation',
      json({ error: { code: 'period_unavailable', message: 'Taken' } }, 409),
    );
    const response = await post(request);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'period_unavailable', message: 'Deze periode is intussen niet meer beschikbaar.' },
    });
  });

  it('answers 404 for an unknown unit', async () => {
    answerWith(
      'get',
      '/sites/demo/rental-units/404',
      json({ error: { code: 'not_found', message: 'No' } }, 404),
    );
    const response = await post({ ...request, rentalUnitId: 404 });
    expect(response.status).toBe(404);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await post('{not json', 'de');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { input: 'Dieser Wert ist ungültig.' } },
    });
  });

  it('answers 503, never 500, when the content service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serviceWithUnit();
    answerWith('post', '/sites/demo/rental-units/reservation', () => HttpResponse.error());
    const response = await post(request);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
  });

  it('answers 400 for an unknown language', async () => {
    const response = await post(request, 'xx');
    expect(response.status).toBe(400);
  });
});
