import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, getRentalPhoto, requestRentalReservation, searchRentalUnits } from '@/content-api';
import { answerWith, json, startContentService } from '../support/msw-content-service';

startContentService();

const reservation = {
  rentalUnitId: 501,
  periodId: 77,
  guests: 2,
  name: 'Jan',
  email: 'jan@example.be',
  locale: 'nl' as const,
};

describe('rentals', () => {
  it('raises HttpError 409 when the period is no longer available', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(
      'post',
      '/sites/demo/rental-units/reservation',
      json({ error: { code: 'period_unavailable', message: 'Taken' } }, 409),
    );
    const error = await requestRentalReservation(reservation).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body).toEqual({ error: { code: 'period_unavailable', message: 'Taken' } });
  });

  it('logs the field errors of a rejected reservation (400)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = {
      error: { code: 'invalid_body', message: 'Invalid', fields: { email: 'Invalid email' } },
    };
    answerWith('post', '/sites/demo/rental-units/reservation', json(answer, 400));
    await expect(requestRentalReservation(reservation)).rejects.toMatchObject({ status: 400 });
    expect(log).toHaveBeenCalledWith(expect.any(String), answer);
  });

  it('gives total 0 and the error when the search cannot reach the service', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('post', '/sites/demo/rental-units', () => HttpResponse.error());
    const result = await searchRentalUnits({ query: {} });
    expect(result).toMatchObject({ total: 0, results: [] });
    expect(result.error?.name).toBe('UpstreamUnavailableError');
  });

  it('gives a rental photo as the service response, bytes and content type intact', async () => {
    const received = answerWith(
      'get',
      '/sites/demo/rental-units/photo/501/sea-view_large.jpg',
      () => new HttpResponse(new Uint8Array([255, 216, 255]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const response = await getRentalPhoto(501, 'sea-view_large.jpg');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([255, 216, 255]));
    expect(received[0]?.headers.get('x-site-id')).toBe('demo');
  });

  it('raises HttpError for a missing photo', async () => {
    answerWith(
      'get',
      '/sites/demo/rental-units/photo/501/missing.jpg',
      json({ error: { code: 'not_found', message: 'x' } }, 404),
    );
    await expect(getRentalPhoto(501, 'missing.jpg')).rejects.toMatchObject({ status: 404 });
  });
});
