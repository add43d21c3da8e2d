import { describe, expect, it } from 'vitest';
import { estateRecordSchema, textInLanguagesSchema } from '@/content-api/schemas';
import { buildEstateRecord } from '../fixtures';

describe('textInLanguagesSchema', () => {
  it('accepts a plain string from a service that knows one language', () => {
    expect(textInLanguagesSchema.parse('Centrale verwarming')).toBe('Centrale verwarming');
  });

  it('accepts a text by language and drops the languages sent as null', () => {
    expect(textInLanguagesSchema.parse({ nl: 'Tuin', fr: null, en: 'Garden', de: null })).toEqual({
      nl: 'Tuin',
      en: 'Garden',
    });
  });

  it('refuses a number, a list and a language whose text is no string', () => {
    expect(textInLanguagesSchema.safeParse(12).success).toBe(false);
    expect(textInLanguagesSchema.safeParse(['Tuin']).success).toBe(false);
    expect(textInLanguagesSchema.safeParse({ nl: 3 }).success).toBe(false);
  });
});

/** Every free text of a record, set to `text`. */
function recordWithFreeTexts(text: unknown) {
  const record = buildEstateRecord();
  return {
    ...record,
    general: { ...record.general, title: text, description: text, shortDescription: text },
    comfort: { heating: { value: true, description: text } },
    layout: { rooms: [{ id: 10, surface: 12, comment: text }] },
    floors: [{ floor: 0, rooms: [{ id: 10, count: 1, comment: text }] }],
    dimensions: { commentArea: text },
    salesRep: { firstname: 'Sofie', description: text },
    certificates: { electricity: { value: true, conformity: 'VALID', description: text } },
    files: [{ type: 'PLAN', link: 'https://example.be/plan.pdf', comment: text }],
    videos: [{ url: 'https://example.be/video', title: text }],
  };
}

describe('the free texts of an estate record', () => {
  it('take a plain string', () => {
    const parsed = estateRecordSchema.parse(recordWithFreeTexts('Zuidgericht'));
    expect(parsed.layout?.rooms[0]?.comment).toBe('Zuidgericht');
    expect(parsed.salesRep?.description).toBe('Zuidgericht');
    expect(parsed.general.title).toBe('Zuidgericht');
  });

  it('take a text by language, without the languages sent as null', () => {
    const parsed = estateRecordSchema.parse(
      recordWithFreeTexts({ nl: 'Zuidgericht', fr: null, de: 'Südlage' }),
    );
    const expected = { nl: 'Zuidgericht', de: 'Südlage' };
    expect(parsed.general.description).toEqual(expected);
    expect(parsed.general.shortDescription).toEqual(expected);
    expect(parsed.comfort?.heating?.description).toEqual(expected);
    expect(parsed.layout?.rooms[0]?.comment).toEqual(expected);
    expect(parsed.floors?.[0]?.rooms[0]?.comment).toEqual(expected);
    expect(parsed.dimensions?.commentArea).toEqual(expected);
    expect(parsed.salesRep?.description).toEqual(expected);
    expect(parsed.certificates?.electricity?.description).toEqual(expected);
    expect(parsed.files?.[0]?.comment).toEqual(expected);
    expect(parsed.videos?.[0]?.title).toEqual(expected);
  });

  it('take null where there is no text', () => {
    const parsed = estateRecordSchema.parse({
      ...recordWithFreeTexts(null),
      general: { ...buildEstateRecord().general, description: null },
    });
    expect(parsed.dimensions?.commentArea).toBeNull();
    expect(parsed.general.description).toBeNull();
  });
});
