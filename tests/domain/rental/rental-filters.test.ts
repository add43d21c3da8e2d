import { describe, expect, it } from 'vitest';
import {
  hasMoreRentals,
  parseRentalFilters,
  rentalFiltersBody,
  rentalQuery,
  rentalSearchBody,
  serializeRentalFilters,
} from '@/domain/rental';

describe('parseRentalFilters', () => {
  it('reads every rental filter from the URL', () => {
    const params = new URLSearchParams(
      'location=4&location=7&city=28&kind=1,3&guests=4&period-type=week&period-start=2026-07-04',
    );
    expect(parseRentalFilters(params)).toEqual({
      location: [4, 7],
      city: [28],
      kind: [1, 3],
      guests: 4,
      periodType: 'week',
      periodStart: '2026-07-04',
    });
  });

  it('reads the plain object a Next page receives', () => {
    expect(parseRentalFilters({ location: ['2', '2'], guests: '6' })).toEqual({ location: [2], guests: 6 });
  });

  it('drops unknown keys, empty values and bad values instead of failing', () => {
    const params = new URLSearchParams(
      'location=&location=abc&city=-3&guests=0&period-type=<script>&period-start=2026-02-30&sort=price',
    );
    expect(parseRentalFilters(params)).toEqual({});
  });

  it('refuses an absurd number of guests', () => {
    expect(parseRentalFilters(new URLSearchParams('guests=1000'))).toEqual({});
  });
});

describe('serializeRentalFilters', () => {
  it('writes a stable URL with repeated keys, leaving out what is empty', () => {
    const query = serializeRentalFilters({ guests: 4, location: [7, 4], kind: [], periodType: 'weekend' });
    expect(query.toString()).toBe('location=7&location=4&guests=4&period-type=weekend');
  });

  it('reads back what it wrote', () => {
    const filters = {
      location: [4],
      city: [28],
      kind: [1],
      guests: 2,
      periodType: 'midweek',
      periodStart: '2026-09-14',
    };
    expect(parseRentalFilters(serializeRentalFilters(filters))).toEqual(filters);
  });
});

describe('filter to query mapping', () => {
  it('maps every filter to the rental-units query of the content service', () => {
    expect(
      rentalQuery({
        location: [4],
        city: [28],
        kind: [1, 3],
        guests: 5,
        periodType: 'week',
        periodStart: '2026-07-04',
      }),
    ).toEqual({
      locations: [4],
      cities: [28],
      subKinds: [1, 3],
      minOccupation: 5,
      periodType: 'week',
      periodStart: '2026-07-04',
    });
  });

  it('sends an empty query for no filters and never an empty list', () => {
    expect(rentalQuery({})).toEqual({});
    expect(rentalQuery({ location: [], kind: [] })).toEqual({});
  });

  it('pages by offset with 15 units a page', () => {
    expect(rentalSearchBody({ guests: 2 }, 30)).toEqual({
      query: { minOccupation: 2 },
      pagination: { from: 30, size: 15 },
    });
    expect(rentalSearchBody({}, -4, 3).pagination).toEqual({ from: 0, size: 3 });
  });

  it('asks filter options narrowed by the period type only, so other choices stay open', () => {
    expect(rentalFiltersBody({ location: [4], guests: 4 })).toEqual({ query: {} });
    expect(rentalFiltersBody({ location: [4], periodType: 'weekend' })).toEqual({
      query: { periodType: 'weekend' },
    });
  });

  it('has more results while fewer are shown than the total', () => {
    expect(hasMoreRentals(15, 44)).toBe(true);
    expect(hasMoreRentals(44, 44)).toBe(false);
  });
});
