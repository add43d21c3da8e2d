import { describe, expect, it } from 'vitest';
import { estateField, unknownValueDash } from '@/domain/estate';
import { fieldRow, formatFieldValue } from '@/display/estate/field-rows';
import { estateRecord } from '../../domain/estate/estate-fixture';
import { formatContext } from './estate-test-context';

const nl = formatContext('nl');
const fr = formatContext('fr');

function row(record: ReturnType<typeof estateRecord>, key: Parameters<typeof estateField>[0], context = nl) {
  return fieldRow(record, estateField(key), context);
}

describe('field values by kind', () => {
  it('writes money, areas, sizes and dates the Belgian way', () => {
    const record = estateRecord({ dimensions: { areaBuild: 123.456, widthHouse: -1 } });
    expect(row(record, 'financial.price')?.value).toBe('€ 395.000');
    expect(row(record, 'general.living_area_surface')?.value).toBe('123,46 m²');
    expect(row(record, 'construction.width_house')?.value).toBe('–');
    expect(row(record, 'general.publication_date')?.value).toBe('14/03/2026');
    expect(row(record, 'financial.price_per_square_meter')?.value).toBe('€ 3.200 /m²');
  });

  it('writes energy units with the year word of the language', () => {
    const record = estateRecord({ energy: { epcValue: 180, epcValueTotal: 32000, co2: 35 } });
    expect(row(record, 'certification.epc_value')?.value).toBe('180 kWh/m²');
    expect(row(record, 'certification.epc_value_total')?.value).toBe('32.000 kWh/jaar');
    expect(row(record, 'certification.epc_value_total', fr)?.value).toBe('32.000 kWh/an');
    expect(row(record, 'certification.co2', fr)?.value).toBe('35 kg/m²/an');
  });

  it('labels enumeration codes and lists in the visitor language', () => {
    const record = estateRecord({
      technical: { condition: 'GOOD_CONDITION' },
      facilities: ['HEAT_PUMP', 'SOLAR_PANELS'],
      environments: ['TOWN'],
    });
    expect(row(record, 'construction.condition', fr)?.value).toBe('Bon état');
    expect(row(record, 'comfort.facilities')?.value).toBe('Warmtepomp, Zonnepanelen');
    expect(row(record, 'general.environment')?.value).not.toBe('');
  });

  it('makes an unknown facility code readable instead of hiding it', () => {
    const record = estateRecord({ facilities: ['SAUNA_ROOM'] });
    expect(row(record, 'comfort.facilities')?.value).toBe('Sauna room');
  });

  it('drops a row whose code has no label: a missing value label reads as nothing', () => {
    const record = estateRecord({ technical: { condition: 'NOT_A_CONDITION' } });
    expect(formatFieldValue(estateField('construction.condition'), 'NOT_A_CONDITION', nl)).toBe('');
    expect(row(record, 'construction.condition')).toBeNull();
  });
});

describe('yes/no answers with a description', () => {
  it('gives the answer and its explanation', () => {
    const record = estateRecord({
      comfort: { heating: { value: true, description: 'Centrale verwarming' } },
    });
    expect(row(record, 'comfort.heating')).toMatchObject({ value: 'Ja', description: 'Centrale verwarming' });
  });

  it("gives the explanation in the page's language, or marked with the language it falls back to", () => {
    const record = estateRecord({
      comfort: {
        heating: { value: true, description: { nl: 'Centrale verwarming', fr: 'Chauffage central' } },
        glazing: { value: true, description: { nl: 'Dubbele beglazing' } },
        shutters: { value: true, description: 'Volets électriques' },
      },
    });
    expect(row(record, 'comfort.heating', fr)).toMatchObject({ description: 'Chauffage central' });
    expect(row(record, 'comfort.heating', fr)).not.toHaveProperty('descriptionLang');
    expect(row(record, 'comfort.glazing', fr)).toMatchObject({
      value: 'Oui',
      description: 'Dubbele beglazing',
      descriptionLang: 'nl',
    });
    expect(row(record, 'comfort.shutters', nl)).toMatchObject({ description: 'Volets électriques' });
    expect(row(record, 'comfort.shutters', nl)).not.toHaveProperty('descriptionLang');
  });

  it('keeps an explanation without an answer', () => {
    const record = estateRecord({ comfort: { garden: { value: null, description: 'Stadstuin' } } });
    expect(row(record, 'comfort.garden')).toMatchObject({ value: '', description: 'Stadstuin' });
  });
});

describe('free texts', () => {
  it('marks a text value in another language with that language', () => {
    const record = estateRecord({ dimensions: { commentArea: { fr: 'Surfaces selon plan.' } } });
    expect(row(record, 'construction.area_comment', formatContext('de'))).toMatchObject({
      value: 'Surfaces selon plan.',
      lang: 'fr',
    });
    const inGerman = estateRecord({ dimensions: { commentArea: { fr: 'Selon plan.', de: 'Laut Plan.' } } });
    const germanRow = row(inGerman, 'construction.area_comment', formatContext('de'));
    expect(germanRow).toMatchObject({ value: 'Laut Plan.' });
    expect(germanRow).not.toHaveProperty('lang');
  });
});

describe('planning rows', () => {
  it('states an empty planning field outside Wallonia with a dash', () => {
    const record = estateRecord({ general: { heritageProtected: null } });
    expect(row(record, 'planning.heritage_protected')?.value).toBe(unknownValueDash);
  });

  it('shows the legal default text for a missing violation answer in Wallonia', () => {
    const record = estateRecord({
      general: { townPlanningViolation: null },
      address: { region: 'wallonia' },
    });
    expect(row(record, 'planning.violation')?.value).toBe(
      'Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd.',
    );
    expect(row(record, 'planning.violation', fr)?.value).toMatch(/^Aucune mesure de réparation/);
  });
});

describe('flood scores', () => {
  it('carries the flood warning only past C', () => {
    const record = estateRecord({ general: { floodingBuildingScore: 'C', floodingParcelScore: 'D' } });
    expect(row(record, 'flood_information.building_score')?.floodWarning).toBe(false);
    expect(row(record, 'flood_information.parcel_score')).toMatchObject({ value: 'D', floodWarning: true });
  });
});

it('labels a row by its dotted key', () => {
  expect(row(estateRecord(), 'financial.price')?.label).toBe('Prijs');
});

describe('prices, VAT rates and units of spec §9', () => {
  it('names the VAT rate of the construction price: 6 %, 12 % or 21 %', () => {
    for (const [rate, label] of [
      [6, 'Constructieprijs (6 % btw)'],
      [12, 'Constructieprijs (12 % btw)'],
      [21, 'Constructieprijs (21 % btw)'],
    ] as const) {
      const record = estateRecord({ price: { constructionValue: 200000 }, financial: { vatRate: rate } });
      expect(row(record, 'financial.construction_price')?.label).toBe(label);
    }
    expect(
      row(estateRecord({ price: { constructionValue: 1 } }), 'financial.construction_price')?.label,
    ).toBe('Constructieprijs');
    const french = estateRecord({ price: { constructionValue: 1 }, financial: { vatRate: 6 } });
    expect(row(french, 'financial.construction_price', fr)?.label).toBe('Prix de la construction (TVA 6 %)');
  });

  it('says a rent is per month, or per the period the record gives', () => {
    const monthly = estateRecord({ general: { status: 'TO_RENT' }, price: { value: 950, period: null } });
    expect(row(monthly, 'financial.price')?.value).toBe('€ 950 per maand');
    expect(row(monthly, 'financial.price', fr)?.value).toBe('€ 950 par mois');
    const weekly = estateRecord({ general: { status: 'TO_RENT' }, price: { value: 300, period: 'week' } });
    expect(row(weekly, 'financial.price')?.value).toBe('€ 300 per week');
    expect(row(estateRecord(), 'financial.price')?.value).toBe('€ 395.000');
  });

  it('says a starting price is one', () => {
    const from = estateRecord({ price: { value: 195000, priceFrom: true } });
    expect(row(from, 'financial.price')?.value).toBe('vanaf € 195.000');
  });

  it('writes tank capacities in litres and distances in metres', () => {
    const record = estateRecord({
      technical: { fuelTankCapacity: 3000, rainwaterTankCapacity: 5000, distanceShops: 450 },
    });
    expect(row(record, 'comfort.fuel_tank_capacity')?.value).toBe('3.000 l');
    expect(row(record, 'comfort.rainwater_tank_capacity')).toMatchObject({
      label: 'Inhoud regenwaterput',
      value: '5.000 l',
    });
    expect(row(record, 'general.distance_shops')).toMatchObject({
      label: 'Afstand tot winkels',
      value: '450 m',
    });
  });
});
