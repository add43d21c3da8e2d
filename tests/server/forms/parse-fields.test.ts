import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { parseFields, type FieldWording } from '@/server/forms/parse-fields';
import { RouteError } from '@/server/http/route-error';

const schema = z.strictObject({
  name: z.string().min(1, 'nameRequired'),
  address: z.object({ city: z.string().min(1, 'cityRequired') }),
  privacy: z.literal(true, 'privacyRequired'),
});
const valid = { name: 'An', address: { city: 'Gent' }, privacy: true };

// Words each failure by its key, so the tests see which check spoke for which field.
const wording = (): FieldWording => ({
  messageOf: (issue) => `text of ${issue.message}`,
  invalid: 'invalid',
});

function refusalOf(body: unknown, against: z.ZodType = schema): RouteError {
  let refusal: unknown;
  try {
    parseFields(against, body, wording);
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(RouteError);
  return refusal as RouteError;
}

describe('parseFields', () => {
  it('gives the parsed fields of a valid body without asking for any wording', () => {
    const unused = vi.fn(wording);
    expect(parseFields(schema, valid, unused)).toEqual(valid);
    expect(unused).not.toHaveBeenCalled();
  });

  it('refuses with 400 and one message per field, nested fields named by their dotted path', () => {
    const refusal = refusalOf({ ...valid, name: '', address: { city: '' } });
    expect(refusal.status).toBe(400);
    expect(refusal.code).toBe('invalid_input');
    expect(refusal.fields).toEqual({ name: 'text of nameRequired', 'address.city': 'text of cityRequired' });
    expect(refusal.message).toBe('text of nameRequired');
  });

  it('keeps the first message of a field that fails several checks', () => {
    const twice = z.object({ code: z.string().min(3, 'tooShort').regex(/^\d+$/, 'digitsOnly') });
    expect(refusalOf({ code: 'x' }, twice).fields).toEqual({ code: 'text of tooShort' });
  });

  it('names an unknown extra field by its own key and a refusal of the whole body "input"', () => {
    expect(refusalOf({ ...valid, bcc: 'x@example.be' }).fields).toEqual({ bcc: expect.any(String) });
    expect(refusalOf('not an object').fields).toEqual({ input: expect.any(String) });
  });
});
