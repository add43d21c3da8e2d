import { describe, expect, it } from 'vitest';
import { extraFieldTexts } from '@/display/estate/extra-fields';
import { estateRecord } from '../../domain/estate/estate-fixture';

const record = estateRecord({
  extraFields: [
    {
      extra_field_autoid: 1,
      type: 'TEXT',
      value: 'plain',
      value_lang_string: { nl: 'Zuidtuin', fr: 'Jardin sud' },
    },
    { extra_field_autoid: 2, type: 'BIGTEXT', value: null, value_lang_string: { nl: 'Eerste.\n\nTweede.' } },
    {
      extra_field_autoid: 3,
      type: 'NUMBER',
      value: 4,
      value_lang_string: null,
      label: { nl: 'Aantal gevels', fr: 'Nombre de façades' },
    },
    { extra_field_autoid: 7, type: 'NUMBER', value: 2, value_lang_string: null },
    { extra_field_autoid: 4, type: 'NUMBER', value: -1, value_lang_string: null },
    { extra_field_autoid: 5, type: 'TEXT', value: ' ', value_lang_string: null },
  ],
});

describe('extraFieldTexts', () => {
  it("reads a text field in the page's language, another field by its value under its name, and skips empty ones", () => {
    expect(extraFieldTexts(record, 'nl')).toEqual([
      { id: 1, long: false, text: 'Zuidtuin' },
      { id: 2, long: true, text: 'Eerste.\n\nTweede.' },
      { id: 3, long: false, text: '4', label: { text: 'Aantal gevels' } },
    ]);
  });

  it('shows no value other than text without the name the agency gave it', () => {
    expect(extraFieldTexts(record, 'fr').map((extra) => extra.id)).not.toContain(7);
    expect(extraFieldTexts(record, 'de').find((extra) => extra.id === 3)?.label).toEqual({
      text: 'Aantal gevels',
      lang: 'nl',
    });
  });

  it('falls back to the plain value when the text is empty in every language', () => {
    const bare = estateRecord({
      extraFields: [{ extra_field_autoid: 6, type: 'TEXT', value: 'Zwembad', value_lang_string: {} }],
    });
    expect(extraFieldTexts(bare, 'de')).toEqual([{ id: 6, long: false, text: 'Zwembad' }]);
  });
});
