import { describe, expect, it } from 'vitest';
import { locales } from '@/content-api/schemas';
import { estateFields } from '@/domain/estate/fields';
import { estateLabels, fieldLabel, geoPrecisionCode, valueLabel } from '@/domain/estate/labels';
import { layoutRoomKeys, roomLabelKey } from '@/domain/estate/room-types';
import de from '@/domain/estate/labels/de.json';
import en from '@/domain/estate/labels/en.json';
import fr from '@/domain/estate/labels/fr.json';
import nl from '@/domain/estate/labels/nl.json';

const files = { nl, fr, en, de };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}\u0000${key}` : key),
  );
}

describe('label files', () => {
  it('have the same keys in all four languages', () => {
    const reference = keysOf(nl).sort();
    for (const [locale, file] of Object.entries(files)) {
      expect(keysOf(file).sort(), locale).toEqual(reference);
    }
  });

  it('have no empty label', () => {
    for (const file of Object.values(files)) {
      const empty = keysOf(file).filter((key) => {
        const path = key.split('\u0000');
        const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('label every field of the detail page and every layout room', () => {
    const wanted = [...estateFields.map(({ key }) => key), ...layoutRoomKeys.map(roomLabelKey)];
    for (const locale of locales) {
      const missing = wanted.filter((key) => !(key in estateLabels(locale).fields));
      expect(missing, locale).toEqual([]);
    }
  });

  it('label every enumeration a field refers to', () => {
    for (const { enumeration } of estateFields) {
      if (enumeration) expect(Object.keys(nl.values)).toContain(enumeration);
    }
  });

  it('hold the 28 enumerations of spec §3', () => {
    expect(Object.keys(nl.values)).toHaveLength(28);
    expect(Object.keys(nl.values.recentDestination)).toHaveLength(24);
    expect(nl.values.freeOn.UNKNWON).toBe('Onbekend');
  });
});

describe('fieldLabel', () => {
  it('gives the label of a dotted key in the language', () => {
    expect(fieldLabel(estateLabels('nl'), 'financial.price')).toBe('Prijs');
    expect(fieldLabel(estateLabels('fr'), 'financial.cadastral_income')).toBe('Revenu cadastral');
    expect(fieldLabel(estateLabels('de'), 'general.bedrooms_count')).toBe('Schlafzimmer');
    expect(fieldLabel(estateLabels('en'), 'notary.setting_price')).toBe('Starting bid');
  });

  it('shows a missing label as the key between underscores', () => {
    expect(fieldLabel(estateLabels('nl'), 'financial.unknown_field')).toBe('_financial.unknown_field_');
  });
});

describe('valueLabel', () => {
  it('gives the label of an enumeration value', () => {
    expect(valueLabel(estateLabels('nl'), 'condition', 'TO_RENOVATE')).toBe('Te renoveren');
    expect(valueLabel(estateLabels('fr'), 'kitchenType', 'AMERICAN_HYPER_EQUIPPED')).toBe(
      'Cuisine américaine hyper-équipée',
    );
    expect(valueLabel(estateLabels('en'), 'energyLabel', 'B_A')).toBe('B-A');
    expect(valueLabel(estateLabels('de'), 'country', 'UK')).toBe('Vereinigtes Königreich');
  });

  it('gives an empty text for a missing value label, enumeration or value', () => {
    expect(valueLabel(estateLabels('nl'), 'condition', 'HAUNTED')).toBe('');
    expect(valueLabel(estateLabels('nl'), 'unknownEnumeration', 'NEW')).toBe('');
    expect(valueLabel(estateLabels('nl'), 'condition', null)).toBe('');
  });

  it('labels geo precision from its number', () => {
    expect(valueLabel(estateLabels('nl'), 'geoPrecision', geoPrecisionCode(3))).toBe('Exact adres');
    expect(geoPrecisionCode(7)).toBeNull();
  });
});
