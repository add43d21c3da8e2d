import { describe, expect, it } from 'vitest';
import { hiddenFields, isFieldShown } from '@/domain/estate';
import { estateRecord } from './estate-fixture';

describe('one value per fact', () => {
  it('shows the electrical certificate block and not the technical code that may contradict it', () => {
    const record = estateRecord({
      certificates: { electricity: { value: true, conformity: 'VALID', description: null } },
      technical: { certificateElectricity: 'NOT_OBTAINED', certificateConformity: 'INVALID' },
    });
    expect(isFieldShown(record, 'certification.electricity_certificate')).toBe(true);
    expect(isFieldShown(record, 'certification.electricity_certification')).toBe(false);
    expect(isFieldShown(record, 'certification.electricity_conformity')).toBe(true);
    expect(isFieldShown(record, 'certification.certificate_conformity')).toBe(false);
  });

  it('falls back to the technical code when the certificate block has no answer', () => {
    const record = estateRecord({
      certificates: null,
      technical: { certificateElectricity: 'OBTAINED', certificateConformity: 'VALID' },
    });
    expect(isFieldShown(record, 'certification.electricity_certification')).toBe(true);
    expect(isFieldShown(record, 'certification.certificate_conformity')).toBe(true);
  });

  it('states pets once: the comfort answer with its explanation wins over the general flag', () => {
    const both = estateRecord({
      general: { petsAllowed: false },
      comfort: { pets: { value: true, description: 'Kleine huisdieren' } },
    });
    expect(isFieldShown(both, 'comfort.pets')).toBe(true);
    expect(isFieldShown(both, 'general.pets_allowed')).toBe(false);
    const flagOnly = estateRecord({ general: { petsAllowed: false }, comfort: null });
    expect(isFieldShown(flagOnly, 'general.pets_allowed')).toBe(true);
  });

  it('states the building permit once: the planning code, else the yes/no permission', () => {
    const both = estateRecord({
      general: { buildingLicense: 'PENDING', permission: { value: true, description: null } },
    });
    expect(isFieldShown(both, 'planning.building_permit')).toBe(true);
    expect(isFieldShown(both, 'planning.permission')).toBe(false);
    const permissionOnly = estateRecord({
      general: { buildingLicense: null, permission: { value: true, description: 'Vergunning 2004' } },
    });
    expect(isFieldShown(permissionOnly, 'planning.building_permit')).toBe(false);
    expect(isFieldShown(permissionOnly, 'planning.permission')).toBe(true);
  });

  it('states the construction value once, from the price section first', () => {
    const record = estateRecord({
      price: { constructionValue: 200000 },
      general: { constructionValue: 180000 },
    });
    expect(isFieldShown(record, 'financial.construction_price')).toBe(true);
    expect(isFieldShown(record, 'financial.construction_value')).toBe(false);
  });
});

describe('facts that do not apply to the type', () => {
  it('gives a garage, a plot or a commercial estate no bedrooms, whatever the record says', () => {
    for (const headType of [
      { id: 5, name: 'GARAGE' },
      { id: 3, name: 'PLOT' },
      { id: 4, name: 'COMMERCIAL' },
    ]) {
      const record = estateRecord({ general: { headType, bedroomCount: 0 } });
      expect(hiddenFields(record).has('general.bedrooms_count')).toBe(true);
    }
  });

  it('gives a plot no building facts', () => {
    const plot = estateRecord({
      general: { headType: { id: 3, name: 'PLOT' } },
      technical: { constructionYear: 1990, condition: 'GOOD_CONDITION' },
      dimensions: { areaBuild: 120 },
    });
    expect(isFieldShown(plot, 'construction.construction_year')).toBe(false);
    expect(isFieldShown(plot, 'construction.condition')).toBe(false);
    expect(isFieldShown(plot, 'general.living_area_surface')).toBe(false);
    expect(isFieldShown(plot, 'general.ground_area_surface')).toBe(true);
  });

  it('keeps a house or an apartment its bedrooms, but not a count of none', () => {
    expect(isFieldShown(estateRecord({ general: { bedroomCount: 3 } }), 'general.bedrooms_count')).toBe(true);
    const studio = estateRecord({ general: { headType: { id: 2, name: 'APARTMENT' }, bedroomCount: 0 } });
    expect(isFieldShown(studio, 'general.bedrooms_count')).toBe(false);
  });

  it('shows no rent per m² for a rental', () => {
    const rental = estateRecord({ general: { status: 'TO_RENT' }, price: { value: 950 } });
    expect(isFieldShown(rental, 'financial.price_per_square_meter')).toBe(false);
    expect(isFieldShown(estateRecord(), 'financial.price_per_square_meter')).toBe(true);
  });
});
