import { describe, expect, it } from 'vitest';
import { estateIdParamSchema, parseEstateId } from '@/server/estates/estate-id';
import { cityQuerySchema } from '@/server/estates/city-query';

describe('parseEstateId', () => {
  it('reads a positive whole id from a URL segment or query value', () => {
    expect(parseEstateId('1187')).toBe(1187);
    expect(parseEstateId('999999999999999')).toBe(999999999999999);
  });

  it.each(['0', '-3', '12abc', '1.5', '', ' 42 ', 'skarabee-12', '1e3', '9'.repeat(16), null, undefined])(
    'gives no id for %j',
    (value) => {
      expect(parseEstateId(value)).toBeNull();
    },
  );
});

describe('estateIdParamSchema', () => {
  it('reads a positive whole number', () => {
    expect(estateIdParamSchema.parse('1042')).toBe(1042);
  });

  it.each(['abc', '-3', '0', '1.5', '12a', '', ' 12', '1e3', '1234567890123456'])(
    'rejects %j with the estate id message key',
    (value) => {
      const result = estateIdParamSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('estateIdInvalid');
    },
  );
});

describe('cityQuerySchema', () => {
  it('trims the query', () => {
    expect(cityQuerySchema.parse({ q: '  gent ' })).toEqual({ q: 'gent' });
  });

  it('names a missing or blank query and an overlong one by message key', () => {
    expect(cityQuerySchema.safeParse({ q: null }).error?.issues[0]?.message).toBe('queryEmpty');
    expect(cityQuerySchema.safeParse({ q: '   ' }).error?.issues[0]?.message).toBe('queryEmpty');
    expect(cityQuerySchema.safeParse({ q: 'a'.repeat(61) }).error?.issues[0]?.message).toBe('queryTooLong');
    expect(cityQuerySchema.safeParse({ q: 'a'.repeat(60) }).success).toBe(true);
  });
});
