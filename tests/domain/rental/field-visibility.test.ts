import { describe, expect, it } from 'vitest';
import { isVisibleRentalValue } from '@/domain/rental';

describe('isVisibleRentalValue (spec §3: not empty, null or 0)', () => {
  it.each([null, undefined, 0, Number.NaN, '', '   ', []])('hides %j', (value) => {
    expect(isVisibleRentalValue(value)).toBe(false);
  });

  it.each([1, -1, 2.5, 'Zeezicht', '0', [1], true, false, { name: 'x' }])('shows %j', (value) => {
    expect(isVisibleRentalValue(value)).toBe(true);
  });
});
