import { describe, expect, it } from 'vitest';
import {
  energyLabelColorToken,
  energyLabelParts,
  energyLabels,
  energyLabelText,
  epcBarPercentage,
} from '@/domain/estate/epc';

describe('epcBarPercentage', () => {
  it('is the EPC value divided by 700, times 100', () => {
    expect(epcBarPercentage(350)).toBe(50);
    expect(epcBarPercentage(175)).toBe(25);
  });

  it('is capped at 100 and never below 0', () => {
    expect(epcBarPercentage(700)).toBe(100);
    expect(epcBarPercentage(950)).toBe(100);
    expect(epcBarPercentage(-10)).toBe(0);
  });

  it('is 0 without a value', () => {
    expect(epcBarPercentage(null)).toBe(0);
  });
});

describe('energy labels', () => {
  it('ranks the scale from A++ to G', () => {
    expect(energyLabels).toEqual(['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('splits a combined label and writes it with a dash', () => {
    expect(energyLabelParts('B_A')).toEqual(['B', 'A']);
    expect(energyLabelText('B_A')).toBe('B-A');
    expect(energyLabelText('A+')).toBe('A+');
  });

  it('rejects unknown codes', () => {
    expect(energyLabelParts('H')).toEqual([]);
    expect(energyLabelText('B_Z')).toBe('');
    expect(energyLabelColorToken(null)).toBeNull();
  });

  it('maps each label to its colour token', () => {
    expect(energyLabels.map(energyLabelColorToken)).toEqual([
      'epc-app',
      'epc-ap',
      'epc-a',
      'epc-b',
      'epc-c',
      'epc-d',
      'epc-e',
      'epc-f',
      'epc-g',
    ]);
  });

  it('colours a combined label by its first label', () => {
    expect(energyLabelColorToken('C_B')).toBe('epc-c');
    expect(energyLabelColorToken('a+_a++')).toBe('epc-ap');
  });
});
