import { describe, expect, it } from 'vitest';
import {
  alertPreferencesSchema,
  applicableAlertKinds,
  isAlertDue,
  wantedAlertKinds,
} from '@/domain/subscriptions/alert-preferences';

const at = (iso: string) => new Date(iso);

describe('the alert preferences', () => {
  it('ask for at least one kind of news, and one of three frequencies', () => {
    expect(
      alertPreferencesSchema.safeParse({ kinds: [], frequency: 'daily' }).error?.issues[0]?.message,
    ).toBe('kindsRequired');
    expect(alertPreferencesSchema.safeParse({ kinds: ['priceDrops'], frequency: 'hourly' }).success).toBe(
      false,
    );
    expect(
      alertPreferencesSchema.parse({ kinds: ['priceDrops', 'priceDrops'], frequency: 'weekly' }),
    ).toEqual({
      kinds: ['priceDrops'],
      frequency: 'weekly',
    });
  });

  it('offer new estates to a search, and departures only to a list of chosen estates', () => {
    expect(applicableAlertKinds({ estates: [] })).toEqual(['newEstates', 'priceDrops', 'backOnMarket']);
    expect(applicableAlertKinds({ estates: [7] })).toEqual(['priceDrops', 'backOnMarket', 'offMarket']);
    expect([...wantedAlertKinds({ estates: [7] }, ['newEstates', 'priceDrops'])]).toEqual(['priceDrops']);
  });

  it('make an instant subscriber due every run, and a daily one once per Belgian day', () => {
    const mailed = at('2026-03-11T07:00:00Z');
    expect(isAlertDue('instant', mailed, at('2026-03-11T07:05:00Z'))).toBe(true);
    expect(isAlertDue('daily', null, at('2026-03-11T07:05:00Z'))).toBe(true);
    expect(isAlertDue('daily', mailed, at('2026-03-11T22:59:00Z'))).toBe(false);
    expect(isAlertDue('daily', mailed, at('2026-03-11T23:00:00Z'))).toBe(true);
    // Summer time: midnight in Brussels is 22:00 UTC.
    expect(isAlertDue('daily', at('2026-07-01T12:00:00Z'), at('2026-07-01T21:59:00Z'))).toBe(false);
    expect(isAlertDue('daily', at('2026-07-01T12:00:00Z'), at('2026-07-01T22:00:00Z'))).toBe(true);
  });

  it('make a weekly subscriber due once per week, from Monday', () => {
    const wednesday = at('2026-03-11T07:00:00Z');
    expect(isAlertDue('weekly', wednesday, at('2026-03-15T22:59:00Z'))).toBe(false);
    expect(isAlertDue('weekly', wednesday, at('2026-03-15T23:00:00Z'))).toBe(true);
  });
});
