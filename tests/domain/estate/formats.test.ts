import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCo2,
  formatDate,
  formatDistance,
  formatEpc,
  formatEpcTotal,
  formatLiquid,
  formatPercentage,
  formatPrice,
  formatPricePerSquareMeter,
  formatSize,
  formatYesNo,
  pricePerSquareMeter,
  unknownValueDash,
} from '@/domain/estate/formats';
import { formatBelgianNumber } from '@/domain/estate/number-format';

describe('Belgian number notation', () => {
  it('uses dots between thousands and a comma before decimals', () => {
    expect(formatBelgianNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatBelgianNumber(999)).toBe('999');
    expect(formatBelgianNumber(1000)).toBe('1.000');
    expect(formatBelgianNumber(-1234.5)).toBe('-1.234,5');
  });

  it('rounds half away from zero at the last decimal', () => {
    expect(formatBelgianNumber(1.005)).toBe('1,01');
    expect(formatBelgianNumber(2.675)).toBe('2,68');
  });

  it('gives an empty text for what is not a number', () => {
    expect(formatBelgianNumber(Number.NaN)).toBe('');
    expect(formatBelgianNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPrice', () => {
  it('puts the euro sign before a whole amount', () => {
    expect(formatPrice(350000)).toBe('€ 350.000');
    expect(formatPrice(1250000)).toBe('€ 1.250.000');
  });

  it('writes cents only when the amount is not whole', () => {
    expect(formatPrice(1234.5)).toBe('€ 1.234,50');
    expect(formatPrice(1234.001)).toBe('€ 1.234');
  });

  it('gives an empty text without a price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });
});

describe('formatPricePerSquareMeter', () => {
  it('writes whole euros per m²', () => {
    expect(formatPricePerSquareMeter(2345.4)).toBe('€ 2.345 /m²');
  });

  it('computes the price per m² only from a positive price and area', () => {
    expect(pricePerSquareMeter(395000, 180)).toBeCloseTo(2194.44, 2);
    expect(pricePerSquareMeter(395000, -1)).toBeNull();
    expect(pricePerSquareMeter(null, 180)).toBeNull();
  });
});

describe('surfaces and sizes', () => {
  it('rounds an area to 2 decimals', () => {
    expect(formatArea(123.456)).toBe('123,46 m²');
    expect(formatArea(1250)).toBe('1.250 m²');
    expect(formatArea(85.5)).toBe('85,5 m²');
  });

  it('shows a dash for an unknown surface or size (-1)', () => {
    expect(unknownValueDash).toBe('–');
    expect(formatArea(-1)).toBe('–');
    expect(formatSize(-1)).toBe('–');
  });

  it('writes sizes and distances in metres and liquids in litres', () => {
    expect(formatSize(12.5)).toBe('12,5 m');
    expect(formatDistance(1500)).toBe('1.500 m');
    expect(formatLiquid(5000)).toBe('5.000 l');
  });

  it('writes a percentage without a space', () => {
    expect(formatPercentage(21)).toBe('21%');
    expect(formatPercentage(5.5)).toBe('5,5%');
  });
});

describe('energy formats', () => {
  it('writes the EPC value in kWh/m²', () => {
    expect(formatEpc(180)).toBe('180 kWh/m²');
    expect(formatEpc(1234.5)).toBe('1.234,5 kWh/m²');
  });

  it('writes the yearly total with the year in the language', () => {
    expect(formatEpcTotal(32000, 'nl')).toBe('32.000 kWh/jaar');
    expect(formatEpcTotal(32000, 'fr')).toBe('32.000 kWh/an');
    expect(formatEpcTotal(32000, 'en')).toBe('32.000 kWh/year');
    expect(formatEpcTotal(32000, 'de')).toBe('32.000 kWh/Jahr');
  });

  it('writes CO₂ in kg/m² per year in the language', () => {
    expect(formatCo2(35, 'nl')).toBe('35 kg/m²/jaar');
    expect(formatCo2(35, 'fr')).toBe('35 kg/m²/an');
    expect(formatCo2(35, 'en')).toBe('35 kg/m²/year');
    expect(formatCo2(35, 'de')).toBe('35 kg/m²/Jahr');
  });
});

describe('formatDate', () => {
  it('writes dd/mm/yyyy from a date or a date-time', () => {
    expect(formatDate('2026-03-04')).toBe('04/03/2026');
    expect(formatDate('2026-12-31T23:30:00-05:00')).toBe('31/12/2026');
  });

  it('gives an empty text for what is not a date', () => {
    expect(formatDate('next week')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatYesNo', () => {
  it('answers yes and no in each language', () => {
    expect([formatYesNo(true, 'nl'), formatYesNo(false, 'nl')]).toEqual(['Ja', 'Nee']);
    expect([formatYesNo(true, 'fr'), formatYesNo(false, 'fr')]).toEqual(['Oui', 'Non']);
    expect([formatYesNo(true, 'en'), formatYesNo(false, 'en')]).toEqual(['Yes', 'No']);
    expect([formatYesNo(true, 'de'), formatYesNo(false, 'de')]).toEqual(['Ja', 'Nein']);
  });

  it('gives an empty text when unanswered', () => {
    expect(formatYesNo(null, 'nl')).toBe('');
  });
});
