import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiErrorTranslator } from '@/server/http/api-messages';
import { RouteError } from '@/server/http/route-error';
import { parseRouteInput } from '@/server/http/route-input';

const schema = z.object({
  q: z.string().trim().min(1, 'queryEmpty').max(5, 'queryTooLong'),
  page: z.number().optional(),
});

function failureOf(input: unknown, locale: 'nl' | 'en' = 'en'): RouteError {
  try {
    parseRouteInput(schema, input, apiErrorTranslator(locale));
  } catch (error) {
    if (error instanceof RouteError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parseRouteInput', () => {
  it('gives the parsed input when it is valid', () => {
    expect(parseRouteInput(schema, { q: ' gent ' }, apiErrorTranslator('nl'))).toEqual({ q: 'gent' });
  });

  it('answers a failure named by message key with that message, per field, in the language', () => {
    const error = failureOf({ q: '   ' }, 'nl');
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('Typ een gemeente of postcode om te zoeken.');
    expect(error.fields).toEqual({ q: 'Typ een gemeente of postcode om te zoeken.' });
  });

  it('fills in the limit of a too-long value', () => {
    expect(failureOf({ q: 'abcdefg' }).fields).toEqual({ q: 'Type at most 5 characters.' });
  });

  it('falls back to the general message for a failure without a key', () => {
    expect(failureOf({ q: 'ok', page: 'x' }).fields).toEqual({ page: 'The request is not valid.' });
  });
});
