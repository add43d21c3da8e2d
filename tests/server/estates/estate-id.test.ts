import { describe, expect, it } from 'vitest';
import { estateIdParamSchema } from '@/server/estates/estate-id';
import { cityQuerySchema } from '@/server/estates/city-query';

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
