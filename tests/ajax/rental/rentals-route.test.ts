import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '../../../app/[lang]/ajax/rentals/route';
import { rentalUnit } from '../../domain/rental/rental-fixture';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

function get(query: string, lang = 'nl') {
  return GET(new Request(`http://site.test/${lang}/ajax/rentals?${query}`), {
    params: Promise.resolve({ lang }),
  });
}

describe('GET /{lang}/ajax/rentals (load more)', () => {
  it('searches with the URL filters from the offset and answers ready cards', async () => {
    const received = answerWith(
      'post',
      '/sites/demo/rental-units',
      json({ total: { value: 20 }, results: [rentalUnit()] }),
    );
    const response = await get('location=1&guests=3&offset=15', 'en');
    expect(response.status).toBe(200);
    expect(received[0]?.body).toEqual({
      query: { locations: [1], minOccupation: 3 },
      pagination: { from: 15, size: 15 },
    });
    const body = (await response.json()) as { total: number; rentals: unknown[] };
    expect(body.total).toBe(20);
    expect(body.rentals[0]).toMatchObject({
      id: 501,
      title: 'Apartment in Het Zoute',
      priceFrom: 'from € 650',
      imageUrl: '/rental-photo/501/0-medium.svg',
      href: { pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: '501' } },
      facts: [
        { kind: 'guests', text: '4 guests' },
        { kind: 'bedrooms', text: '2 bedrooms' },
        { kind: 'bathrooms', text: '1 bathroom' },
      ],
    });
  });

  it('refuses an offset that is not a small whole number', async () => {
    for (const offset of ['-1', 'abc', '99999999']) {
      const response = await get(`offset=${offset}`);
      expect(response.status).toBe(400);
    }
  });

  it('answers 503 rather than an empty page when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('post', '/sites/demo/rental-units', () => HttpResponse.error());
    const response = await get('offset=15');
    expect(response.status).toBe(503);
  });
});
