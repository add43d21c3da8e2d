import { describe, expect, it } from 'vitest';
import type { EstateRecord } from '@/content-api/schemas';
import { buildDemoDataset } from '@/demo-content-service/dataset/dataset';

const dataset = buildDemoDataset('http://demo.test');
const records = dataset.estates.flatMap((group) => group.children);

/** The facts the record states twice, and whether its two statements disagree. */
const conflicts: Record<string, (record: EstateRecord) => boolean> = {
  electricity: (record) => {
    const certificate = record.certificates?.electricity?.value;
    const code = record.technical?.certificateElectricity;
    return certificate === true ? code === 'NOT_OBTAINED' : certificate === false && code === 'OBTAINED';
  },
  pets: (record) => {
    const general = record.general.petsAllowed;
    const comfort = record.comfort?.pets?.value;
    return typeof general === 'boolean' && typeof comfort === 'boolean' && general !== comfort;
  },
  permission: (record) =>
    record.general.buildingLicense === 'PENDING' && record.general.permission?.value === true,
};

describe('facts the demo states twice', () => {
  it.each(Object.entries(conflicts))(
    'agree on %s, except on the odd estate that keeps a contradiction',
    (_, disagrees) => {
      const contradicting = records.filter(disagrees);
      expect(contradicting.length).toBeLessThanOrEqual(Math.ceil(records.length / 90));
    },
  );

  it('sells a project and all its units under one VAT regime and rate', () => {
    for (const group of dataset.estates.filter((estate) => estate.children[0]!.general.project)) {
      const regimes = new Set(
        group.children.map((record) => `${record.financial?.vatRegime}/${record.financial?.vatRate}`),
      );
      expect(regimes.size, `project ${group.id}`).toBe(1);
    }
  });

  it('uses every construction VAT rate of spec §9, and keeps the VAT regime to new builds for sale', () => {
    const rates = new Set(records.map((record) => record.financial?.vatRate).filter(Boolean));
    expect([...rates].sort()).toEqual([12, 21, 6]);
    for (const record of records.filter((candidate) => candidate.financial?.vatRegime)) {
      expect(['TO_RENT', 'RENTED'], `estate ${record.general.id}`).not.toContain(record.general.status);
    }
  });

  it('gives a heating-oil tank only to an estate heated with oil, in litres', () => {
    const tanks = records.filter((record) => record.technical?.fuelTankCapacity);
    expect(tanks.length).toBeGreaterThan(0);
    for (const record of tanks) expect(record.comfort?.heatingType).toBe('OIL');
  });
});
