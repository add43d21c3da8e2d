import { describe, expect, it } from 'vitest';
import {
  electricalCertificateFieldKeys,
  hiddenFields,
  isFieldShown,
  rentalHiddenFieldKeys,
  visibleFields,
} from '@/domain/estate/hidden-fields';
import { estateRecord } from './estate-fixture';

const walloon = (general = {}) => estateRecord({ address: { region: 'wallonia' }, general });

describe('hiddenFields', () => {
  it('shows the filled fields of a complete Flemish sale', () => {
    const hidden = hiddenFields(estateRecord());
    for (const key of [
      'financial.price',
      'financial.land_price',
      'general.address',
      'planning.as_built_certificate',
      'certification.electricity_certificate',
      'flood_information.building_score',
    ] as const) {
      expect(hidden.has(key)).toBe(false);
    }
  });

  it('hides a field whose value is empty or -1', () => {
    const record = estateRecord({ general: { reference: '' }, technical: { constructionYear: -1 } });
    expect(isFieldShown(record, 'general.reference')).toBe(false);
    expect(isFieldShown(record, 'construction.construction_year')).toBe(false);
    expect(isFieldShown(record, 'comfort.kitchen_type')).toBe(false);
  });

  it('shows a surface or size of -1, as a dash, instead of hiding it', () => {
    const record = estateRecord({ dimensions: { areaGround: -1, widthHouse: -1 } });
    expect(isFieldShown(record, 'general.ground_area_surface')).toBe(true);
    expect(isFieldShown(record, 'construction.width_house')).toBe(true);
  });

  it('hides the street address and the map point when the address is not visible', () => {
    const hidden = hiddenFields(estateRecord({ address: { visible: false } }));
    expect(hidden.has('general.address')).toBe(true);
    expect(hidden.has('general.geo_location')).toBe(true);
    expect(hidden.has('general.city')).toBe(false);
    expect(hidden.has('general.zip')).toBe(false);
  });

  it('shows empty planning fields outside Wallonia but hides them in Wallonia', () => {
    const empty = { presaleRight: null, renovationObligation: null };
    expect(isFieldShown(estateRecord({ general: empty }), 'planning.preemption_right')).toBe(true);
    expect(isFieldShown(walloon(empty), 'planning.preemption_right')).toBe(false);
    expect(isFieldShown(walloon({ presaleRight: 'NO' }), 'planning.preemption_right')).toBe(true);
  });

  it('keeps the violation field in Wallonia when it is null, for its default text', () => {
    expect(isFieldShown(walloon({ townPlanningViolation: null }), 'planning.violation')).toBe(true);
  });

  it('hides the as-built certificate, heritage inventory and both flood scores in Wallonia', () => {
    const hidden = hiddenFields(walloon());
    expect(hidden.has('planning.as_built_certificate')).toBe(true);
    expect(hidden.has('planning.heritage_inventoried')).toBe(true);
    expect(hidden.has('flood_information.building_score')).toBe(true);
    expect(hidden.has('flood_information.parcel_score')).toBe(true);
    expect(hidden.has('planning.heritage_protected')).toBe(false);
  });

  it('hides the as-built certificate without a yes/no answer and an empty flood score', () => {
    const record = estateRecord({ general: { certificateAsBuilt: 'UNKNOWN', floodingParcelScore: '' } });
    expect(isFieldShown(record, 'planning.as_built_certificate')).toBe(false);
    expect(isFieldShown(record, 'flood_information.parcel_score')).toBe(false);
    expect(isFieldShown(record, 'flood_information.building_score')).toBe(true);
  });

  it.each(['TO_RENT', 'RENTED'] as const)('hides the sale disclosures when the status is %s', (status) => {
    const hidden = hiddenFields(estateRecord({ general: { status } }));
    for (const key of rentalHiddenFieldKeys) expect(hidden.has(key)).toBe(true);
    expect(hidden.has('planning.building_permit')).toBe(true);
    expect(hidden.has('planning.destination_zone')).toBe(true);
    expect(hidden.has('planning.proceeding')).toBe(true);
    expect(hidden.has('planning.subdivision_permit')).toBe(true);
    expect(hidden.has('certification.electricity_information')).toBe(true);
    expect(hidden.has('planning.heritage_protected')).toBe(false);
  });

  it('keeps the sale disclosures for a take-over', () => {
    expect(isFieldShown(estateRecord({ general: { status: 'TAKE_OVER' } }), 'planning.building_permit')).toBe(
      true,
    );
  });

  it('hides the electrical certificate fields of a plot', () => {
    const hidden = hiddenFields(estateRecord({ general: { headType: { id: 3, name: 'PLOT' } } }));
    for (const key of electricalCertificateFieldKeys) expect(hidden.has(key)).toBe(true);
    expect(hidden.has('planning.building_permit')).toBe(false);
  });

  it('hides price, land price, infrastructure price and notary cost total under the VAT regime', () => {
    const hidden = hiddenFields(estateRecord({ financial: { vatRegime: true } }));
    expect(hidden.has('financial.price')).toBe(true);
    expect(hidden.has('financial.land_price')).toBe(true);
    expect(hidden.has('financial.infrastructure_price')).toBe(true);
    expect(hidden.has('notary_cost.total')).toBe(true);
    expect(hidden.has('financial.price_per_square_meter')).toBe(true);
    expect(hidden.has('financial.total_price')).toBe(false);
    expect(hidden.has('notary_cost.registration_cost')).toBe(false);
  });
});

describe('visibleFields', () => {
  it('lists the shown fields of one group in display order', () => {
    const keys = visibleFields(estateRecord({ financial: { vatRegime: true } }), 'financial').map(
      ({ key }) => key,
    );
    expect(keys).toEqual(['financial.total_price', 'financial.vat_regime']);
  });
});
