import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  formatPeriodRange,
  groupPeriodsByMonth,
  nightsBetween,
  periodCalendar,
  toPeriodView,
  upcomingPeriods,
} from '@/domain/rental';
import { rentalPeriod } from './rental-fixture';

const july = rentalPeriod({ id: 1, start: '2026-07-04', end: '2026-07-11' });
const julyWeekend = rentalPeriod({
  id: 2,
  start: '2026-07-10',
  end: '2026-07-13',
  type: 'weekend',
  price: 560,
});
const august = rentalPeriod({ id: 3, start: '2026-08-01T00:00:00Z', end: '2026-08-08', available: false });
const june = rentalPeriod({ id: 4, start: '2026-06-27', end: '2026-07-04' });

describe('period formatting', () => {
  it('writes a period as dd/mm/yyyy – dd/mm/yyyy, date-times included', () => {
    expect(formatPeriodRange(july)).toBe('04/07/2026 – 11/07/2026');
    expect(formatPeriodRange(august)).toBe('01/08/2026 – 08/08/2026');
  });

  it('counts nights on the calendar dates, across a month and a daylight-saving change', () => {
    expect(nightsBetween('2026-07-04', '2026-07-11')).toBe(7);
    expect(nightsBetween('2026-03-27', '2026-03-30')).toBe(3);
    expect(nightsBetween('2026-07-04', 'not a date')).toBe(0);
  });

  it('names a month in the visitor language, capitalized', () => {
    expect(formatMonth('2026-07', 'nl')).toBe('Juli 2026');
    expect(formatMonth('2026-07', 'fr')).toBe('Juillet 2026');
    expect(formatMonth('2026-07', 'en')).toBe('July 2026');
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
  });

  it('renders one period with range, nights, Belgian price and availability', () => {
    expect(toPeriodView(julyWeekend)).toEqual({
      id: '2',
      type: 'weekend',
      range: '10/07/2026 – 13/07/2026',
      nights: 3,
      price: '€ 560',
      available: true,
    });
  });
});

describe('period grouping', () => {
  it('drops periods that started before today and sorts the rest by start', () => {
    expect(
      upcomingPeriods([august, july, june, julyWeekend], '2026-07-01').map((period) => period.id),
    ).toEqual([1, 2, 3]);
  });

  it('keeps a period that starts today', () => {
    expect(upcomingPeriods([july], '2026-07-04')).toHaveLength(1);
  });

  it('groups periods by the month they start in, months in calendar order', () => {
    const months = groupPeriodsByMonth([august, julyWeekend, june, july]);
    expect(months.map((month) => [month.month, month.periods.map((period) => period.id)])).toEqual([
      ['2026-06', [4]],
      ['2026-07', [1, 2]],
      ['2026-08', [3]],
    ]);
  });

  it('builds the calendar of upcoming months with labels and booked periods kept', () => {
    const calendar = periodCalendar([august, july, june], '2026-07-01', 'en');
    expect(calendar.map((month) => month.label)).toEqual(['July 2026', 'August 2026']);
    expect(calendar[1]?.periods[0]).toMatchObject({ id: '3', available: false });
  });

  it('gives no months for no periods', () => {
    expect(periodCalendar([], '2026-07-01', 'nl')).toEqual([]);
  });
});
