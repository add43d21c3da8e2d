import { describe, expect, it } from 'vitest';
import { codeLabel, readableCode, type CodeLabels } from '@/display/estate/code-labels';

const labels: CodeLabels = {
  facilities: { HEAT_PUMP: 'Warmtepomp' },
  buildCriteria: {},
  rentalOptions: {},
  fileTypes: { 3: 'Plannen' },
  rentPeriods: {},
  virtualVisitTypes: {},
};

describe('code labels', () => {
  it('translate a code of a free list when the messages know it', () => {
    expect(codeLabel(labels, 'facilities', 'HEAT_PUMP')).toBe('Warmtepomp');
    expect(codeLabel(labels, 'fileTypes', 3)).toBe('Plannen');
  });

  it('make an unknown code readable instead', () => {
    expect(codeLabel(labels, 'facilities', 'SOLAR_PANELS')).toBe('Solar panels');
    expect(readableCode(' double-glazing ')).toBe('Double glazing');
  });
});
