import { describe, expect, it } from 'vitest';
import { buildDetailTabs, tabOfField, type DetailTab } from '@/display/estate/detail-tabs';
import { estateRecord } from '../../domain/estate/estate-fixture';
import { formatContext } from './estate-test-context';

const context = formatContext('nl');

function tabIds(tabs: DetailTab[]) {
  return tabs.map((tab) => tab.id);
}

function rowKeys(tabs: DetailTab[], id: DetailTab['id']) {
  return tabs.find((tab) => tab.id === id)?.rows.map((row) => row.key) ?? [];
}

describe('which tab a field belongs to', () => {
  it('follows the label group, with the price details and costs in their own financial tabs', () => {
    expect(tabOfField('general.city')).toBe('general');
    expect(tabOfField('status')).toBe('general');
    expect(tabOfField('financial.price')).toBe('financial');
    expect(tabOfField('financial.land_price')).toBe('financialPriceDetails');
    expect(tabOfField('financial.cadastral_income')).toBe('financialCosts');
    expect(tabOfField('notary_cost.total')).toBe('financialNotary');
    expect(tabOfField('notary.session_date')).toBe('notary');
    expect(tabOfField('certification.epc_value')).toBe('epc');
    expect(tabOfField('flood_information.parcel_score')).toBe('planning');
    expect(tabOfField('layout.terraces_count')).toBe('layout');
  });

  it('keeps out what the page shows elsewhere: texts, the map and the media', () => {
    expect(tabOfField('description')).toBeNull();
    expect(tabOfField('general.geo_location')).toBeNull();
    expect(tabOfField('media.pictures')).toBeNull();
  });
});

describe('the tabs of a record', () => {
  it('lists only the tabs that have content, in reading order', () => {
    const tabs = buildDetailTabs(estateRecord(), context);
    expect(tabIds(tabs)).toEqual([
      'general',
      'financial',
      'financialPriceDetails',
      'financialNotary',
      'construction',
      'epc',
      'planning',
    ]);
  });

  it('adds the layout tab with every room and the counted rooms', () => {
    const record = estateRecord({
      layout: {
        rooms: [
          { id: 1, surface: 14, comment: 'Met dressing' },
          { id: 1, surface: -1 },
          { id: 10, surface: 12 },
          { id: 10, surface: 8 },
          { id: 101, name: 'Wijnkelder', surface: 9 },
        ],
      },
    });
    const layout = buildDetailTabs(record, context).find((tab) => tab.id === 'layout');
    expect(layout?.rooms.map((room) => [room.label, room.surface])).toEqual([
      ['Slaapkamer 1', '14 m²'],
      ['Slaapkamer 2', '–'],
      ['Terras', '12 m²'],
      ['Terras 2', '8 m²'],
      ['Wijnkelder', '9 m²'],
    ]);
    expect(layout?.rows.find((row) => row.key === 'layout.terrace_surface')?.value).toBe('20 m²');
    expect(layout?.rows.find((row) => row.key === 'layout.terraces_count')?.value).toBe('2');
  });

  it('hides the sale-only disclosures of a rental', () => {
    const tabs = buildDetailTabs(estateRecord({ general: { status: 'TO_RENT' } }), context);
    expect(rowKeys(tabs, 'epc')).not.toContain('certification.electricity_certificate');
    expect(rowKeys(tabs, 'planning')).not.toContain('planning.building_permit');
    expect(rowKeys(tabs, 'planning')).not.toContain('planning.as_built_certificate');
  });

  it('hides the electrical certificate of a plot', () => {
    const tabs = buildDetailTabs(estateRecord({ general: { headType: { id: 3, name: 'PLOT' } } }), context);
    expect(rowKeys(tabs, 'epc').filter((key) => key.startsWith('certification.electricity'))).toEqual([]);
  });

  it('hides the prices the VAT regime keeps unpublished', () => {
    const tabs = buildDetailTabs(estateRecord({ financial: { vatRegime: true } }), context);
    expect(rowKeys(tabs, 'financial')).not.toContain('financial.price');
    expect(rowKeys(tabs, 'financialPriceDetails')).not.toContain('financial.land_price');
    expect(rowKeys(tabs, 'financialNotary')).not.toContain('notary_cost.total');
  });

  it('leaves out the Walloon exceptions: as-built certificate, heritage inventory and flood scores', () => {
    const tabs = buildDetailTabs(estateRecord({ address: { region: 'wallonia' } }), context);
    const planning = rowKeys(tabs, 'planning');
    expect(planning).not.toContain('planning.as_built_certificate');
    expect(planning).not.toContain('planning.heritage_inventoried');
    expect(planning).not.toContain('flood_information.building_score');
    expect(planning).toContain('planning.violation');
  });

  it('draws the own and the shared EPC on the energy tab', () => {
    const record = estateRecord({
      energy: { energyLabel: 'B', epcValue: 180, shared: { energyLabel: 'C_B', epcValue: 910 } },
    });
    const epc = buildDetailTabs(record, context).find((tab) => tab.id === 'epc');
    expect(epc?.certificates).toEqual([
      expect.objectContaining({ scope: 'own', labelText: 'B', colorToken: 'epc-b', epcText: '180 kWh/m²' }),
      expect.objectContaining({ scope: 'shared', labels: ['C', 'B'], barPercentage: 100 }),
    ]);
    expect(epc?.certificates[0]?.barPercentage).toBeCloseTo((180 / 700) * 100);
  });

  it("puts the agency's own fields on the other tab", () => {
    const record = estateRecord({
      extraFields: [
        { extra_field_autoid: 101, type: 'TEXT', value: 'Ref. 5', value_lang_string: { nl: 'Dossier 5' } },
        { extra_field_autoid: 102, type: 'BIGTEXT', value: null, value_lang_string: { fr: 'Calme' } },
        { extra_field_autoid: 103, type: 'NUMBER', value: 4, label: 'Gevels' },
        { extra_field_autoid: 105, type: 'NUMBER', value: 2 },
        { extra_field_autoid: 104, type: 'TEXT', value: '', value_lang_string: null },
      ],
    });
    const other = buildDetailTabs(record, context).find((tab) => tab.id === 'other');
    expect(other?.extras).toEqual([
      { id: 101, long: false, text: 'Dossier 5' },
      { id: 102, long: true, text: 'Calme', lang: 'fr' },
      { id: 103, long: false, text: '4', label: { text: 'Gevels' } },
    ]);
  });
});
