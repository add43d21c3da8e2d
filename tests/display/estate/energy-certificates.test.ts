import { describe, expect, it } from 'vitest';
import { energyCertificates } from '@/display/estate/energy-certificates';
import { estateRecord } from '../../domain/estate/estate-fixture';

const everything = new Set([
  'certification.energy_label',
  'certification.epc_value',
  'certification.shared_energy_label',
  'certification.shared_epc_value',
]);

describe('energyCertificates', () => {
  const record = estateRecord({
    energy: { energyLabel: 'B', epcValue: 350, shared: { energyLabel: 'C', epcValue: 1_000 } },
  });

  it("gives the estate's own certificate and the shared one, with the EPC bar of spec §9", () => {
    const [own, shared] = energyCertificates(record, everything);
    expect(own).toMatchObject({ scope: 'own', labels: ['B'], epcValue: 350, barPercentage: 50 });
    expect(shared).toMatchObject({ scope: 'shared', labels: ['C'], epcValue: 1_000, barPercentage: 100 });
  });

  it('leaves out what the display rules hide', () => {
    const ownOnly = new Set(['certification.energy_label']);
    expect(energyCertificates(record, ownOnly)).toEqual([
      expect.objectContaining({ scope: 'own', labels: ['B'], epcValue: null }),
    ]);
    expect(energyCertificates(record, new Set())).toEqual([]);
  });
});
