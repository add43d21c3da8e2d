import { describe, expect, it } from 'vitest';
import type { RentalPeriod } from '@/content-api/schemas';
import { createDemoClient } from './demo-client';

const client = createDemoClient();
const reservation = { guests: 2, name: 'An Peeters', email: 'an@example.be', locale: 'nl' };

async function periods(unitId: number) {
  return (await client.get(`/sites/demo/rental-units/${unitId}/periods`)).json as RentalPeriod[];
}

describe('rental reservation requests', () => {
  it('accepts a free period once, then answers 409 and shows it, and overlapping periods, as taken', async () => {
    const week = (await periods(502)).find((period) => period.available && period.type === 'week')!;
    const first = await client.post('/sites/demo/rental-units/reservation', {
      ...reservation,
      rentalUnitId: 502,
      periodId: week.id,
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ id: expect.anything(), status: 'requested' });
    const again = await client.post('/sites/demo/rental-units/reservation', {
      ...reservation,
      rentalUnitId: 502,
      periodId: week.id,
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: { code: 'period_unavailable' } });
    const after = await periods(502);
    expect(after.find((period) => period.id === week.id)!.available).toBe(false);
    const overlapping = after.filter((period) => period.start < week.end && week.start < period.end);
    expect(overlapping.length).toBeGreaterThan(1);
    expect(overlapping.every((period) => !period.available)).toBe(true);
  });

  it('answers 409 for a period that was booked from the start', async () => {
    const booked = (await periods(503)).find((period) => !period.available)!;
    const response = await client.post('/sites/demo/rental-units/reservation', {
      ...reservation,
      rentalUnitId: 503,
      periodId: booked.id,
    });
    expect(response.status).toBe(409);
  });

  it('answers 400 with the bad fields for an invalid request', async () => {
    const response = await client.post('/sites/demo/rental-units/reservation', {
      rentalUnitId: 502,
      periodId: 1,
      guests: 0,
      name: '',
      email: 'nope',
      locale: 'nl',
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: {
        code: 'invalid_body',
        fields: { guests: expect.any(String), name: expect.any(String), email: expect.any(String) },
      },
    });
    const crowd = (await periods(504)).find((period) => period.available)!;
    const tooMany = await client.post('/sites/demo/rental-units/reservation', {
      ...reservation,
      guests: 40,
      rentalUnitId: 504,
      periodId: crowd.id,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ error: { fields: { guests: expect.any(String) } } });
  });

  it('answers 404 for an unknown unit or period', async () => {
    expect(
      (
        await client.post('/sites/demo/rental-units/reservation', {
          ...reservation,
          rentalUnitId: 1,
          periodId: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.post('/sites/demo/rental-units/reservation', {
          ...reservation,
          rentalUnitId: 502,
          periodId: 1,
        })
      ).status,
    ).toBe(404);
  });
});
