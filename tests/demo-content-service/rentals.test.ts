import { describe, expect, it } from 'vitest';
import type { RentalFilters, RentalPeriod, RentalSearchResult, RentalUnit } from '@/content-api/schemas';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

async function searchRentals(body: object) {
  const response = await client.post('/sites/demo/rental-units', body);
  expect(response.status).toBe(200);
  return response.json as RentalSearchResult;
}

async function periodsOf(unit: RentalUnit) {
  return (await client.get(`/sites/demo/rental-units/${unit.id}/periods`)).json as RentalPeriod[];
}

const all = await searchRentals({ query: {} });

describe('holiday rental search (POST /sites/demo/rental-units)', () => {
  it('answers every unit without pagination, and one page with the full total', async () => {
    expect(all.total.value).toBe(all.results.length);
    const page = await searchRentals({ query: {}, pagination: { from: 10, size: 5 } });
    expect(page.total.value).toBe(all.total.value);
    expect(page.results.map((unit) => unit.id)).toEqual(all.results.slice(10, 15).map((unit) => unit.id));
  });

  it('filters on locations, cities and kinds', async () => {
    const byLocation = await searchRentals({ query: { locations: [20, 22] } });
    expect(new Set(byLocation.results.map((unit) => unit.general.location.id))).toEqual(new Set([20, 22]));
    const byCity = await searchRentals({ query: { cities: [28] } });
    expect(byCity.total.value).toBeGreaterThan(0);
    expect(byCity.results.every((unit) => unit.general.city.name.nl === 'Knokke-Heist')).toBe(true);
    const chalets = await searchRentals({ query: { subKinds: [5] } });
    expect(chalets.total.value).toBeGreaterThan(0);
    expect(chalets.results.every((unit) => unit.general.subKind.id === 5)).toBe(true);
  });

  it('keeps units that sleep at least the asked number of guests', async () => {
    const result = await searchRentals({ query: { minOccupation: 8 } });
    expect(result.total.value).toBeGreaterThan(0);
    expect(result.total.value).toBeLessThan(all.total.value);
    expect(result.results.every((unit) => unit.general.maxOccupation! >= 8)).toBe(true);
  });

  it('keeps units with a bookable period of the asked type and start date', async () => {
    const unit = all.results[0]!;
    const free = (await periodsOf(unit)).find((period) => period.available && period.type === 'weekend')!;
    const result = await searchRentals({ query: { periodType: 'weekend', periodStart: free.start } });
    expect(result.results.map((candidate) => candidate.id)).toContain(unit.id);
    for (const match of result.results) {
      const periods = await periodsOf(match);
      expect(
        periods.some(
          (period) => period.available && period.type === 'weekend' && period.start === free.start,
        ),
      ).toBe(true);
    }
  });
});

describe('holiday rental filters (POST /sites/demo/rental-units/filters)', () => {
  it('computes the options from the matching units', async () => {
    const response = await client.post('/sites/demo/rental-units/filters', { query: { subKinds: [5] } });
    const filters = response.json as RentalFilters;
    expect(filters.subKinds.map((kind) => kind.id)).toEqual([5]);
    expect(
      filters.cities.every((city) =>
        ['6940', '6980', '6830', '4900', '4960', '5500', '6600'].includes(city.zip),
      ),
    ).toBe(true);
    expect(filters.maxOccupations).toEqual([...filters.maxOccupations].sort((left, right) => left - right));
    expect(filters.periodTypes.map((type) => type.id)).toEqual(['week', 'weekend', 'midweek']);
    expect(filters.periodStartDates.length).toBeGreaterThan(50);
    expect(filters.periodDates.every((dates) => dates.start < dates.end)).toBe(true);
  });

  it('narrows start dates to the chosen period type', async () => {
    const response = await client.post('/sites/demo/rental-units/filters', { query: { periodType: 'week' } });
    const filters = response.json as RentalFilters;
    expect(filters.periodTypes.map((type) => type.id)).toEqual(['week']);
    // Weeks run Saturday to Saturday.
    expect(filters.periodStartDates.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6)).toBe(
      true,
    );
  });
});

describe('holiday rental detail', () => {
  it('answers a unit with photos served by the service itself', async () => {
    const unit = all.results[0]!;
    const detail = await client.get(`/sites/demo/rental-units/${unit.id}`);
    expect(detail.json).toEqual(unit);
    const photoUrl = new URL(unit.photos[1]!.medium);
    const photo = await client.get(photoUrl.pathname + photoUrl.search);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toContain('max-age=31536000');
    const drawing = await client.get(photoUrl.pathname.replace(/\.jpg$/, '.svg'));
    expect(drawing.text).toMatch(/^<svg[^>]+width="800"/);
  });

  it('lists weeks, weekends and midweeks with prices, some of them already booked', async () => {
    const periods = await periodsOf(all.results[3]!);
    expect(new Set(periods.map((period) => period.type))).toEqual(new Set(['week', 'weekend', 'midweek']));
    expect(periods.every((period) => period.price > 0 && period.start < period.end)).toBe(true);
    expect(periods.some((period) => !period.available)).toBe(true);
    const summerWeek = periods.find(
      (period) => period.type === 'week' && period.start.startsWith('2026-07'),
    )!;
    const winterWeek = periods.find(
      (period) => period.type === 'week' && period.start.startsWith('2026-01'),
    )!;
    expect(summerWeek.price).toBeGreaterThan(winterWeek.price);
  });

  it('answers 404 for an unknown unit, its periods and its photos', async () => {
    expect((await client.get('/sites/demo/rental-units/999999')).status).toBe(404);
    expect((await client.get('/sites/demo/rental-units/999999/periods')).status).toBe(404);
    expect((await client.get('/sites/demo/rental-units/photo/501/99-medium.svg')).status).toBe(404);
    expect((await client.get('/sites/demo/rental-units/photo/501/0-huge.svg')).status).toBe(404);
  });
});
