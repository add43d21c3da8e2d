import { describe, expect, it } from 'vitest';
import { frenchAtPlace } from '@/domain/rental';

describe('frenchAtPlace', () => {
  it('merges à with a masculine article', () => {
    expect(frenchAtPlace('Le Zoute')).toBe('au Zoute');
  });

  it('merges à with a plural article', () => {
    expect(frenchAtPlace('Les Pannes')).toBe('aux Pannes');
  });

  it('keeps à before a feminine or elided article and before a bare name', () => {
    expect(frenchAtPlace('La Panne')).toBe('à La Panne');
    expect(frenchAtPlace("L'Écluse")).toBe("à L'Écluse");
    expect(frenchAtPlace('Knokke')).toBe('à Knokke');
  });

  it('does not take a name that merely starts with the same letters for an article', () => {
    expect(frenchAtPlace('Lesve')).toBe('à Lesve');
    expect(frenchAtPlace('Leuven')).toBe('à Leuven');
  });
});
