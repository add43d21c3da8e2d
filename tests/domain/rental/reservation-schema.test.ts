import { describe, expect, it } from 'vitest';
import {
  availablePeriodIds,
  reservationSchema,
  toServiceReservation,
  type ReservationErrorKey,
} from '@/domain/rental';

const schema = reservationSchema({ maxOccupation: 4, availablePeriodIds: ['501001', '501002'] });

const valid = {
  rentalUnitId: 501,
  periodId: '501001',
  guests: 2,
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '+32 470 12 34 56',
  message: 'We komen met de fiets.',
  privacyConsent: true,
};

/** The message key of each field the schema refuses. */
function refusals(input: unknown): Record<string, ReservationErrorKey> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message as ReservationErrorKey]),
  );
}

describe('reservation schema', () => {
  it('accepts a complete request and trims what was typed', () => {
    const result = schema.safeParse({ ...valid, name: '  An Peeters ', email: ' an@example.be ' });
    expect(result.success && result.data).toMatchObject({ name: 'An Peeters', email: 'an@example.be' });
  });

  it('accepts a request without phone or message', () => {
    expect(schema.safeParse({ ...valid, phone: '', message: undefined }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, Record<string, ReservationErrorKey>]>([
    ['no period', { periodId: '' }, { periodId: 'periodRequired' }],
    ['a period that is booked or not of this unit', { periodId: '999' }, { periodId: 'periodUnavailable' }],
    ['no guests', { guests: Number.NaN }, { guests: 'guestsRequired' }],
    ['guests that are no whole number', { guests: 2.5 }, { guests: 'guestsRequired' }],
    ['zero guests', { guests: 0 }, { guests: 'guestsTooFew' }],
    ['more guests than the unit sleeps', { guests: 5 }, { guests: 'guestsTooMany' }],
    ['no name', { name: '   ' }, { name: 'nameRequired' }],
    ['a name that is too long', { name: 'x'.repeat(101) }, { name: 'nameTooLong' }],
    ['an e-mail without domain', { email: 'an@' }, { email: 'emailInvalid' }],
    ['an e-mail that is too long', { email: `${'a'.repeat(250)}@example.be` }, { email: 'emailTooLong' }],
    ['a phone with letters', { phone: 'call me' }, { phone: 'phoneInvalid' }],
    ['a phone that is too long', { phone: '1'.repeat(31) }, { phone: 'phoneInvalid' }],
    ['a message that is too long', { message: 'x'.repeat(2001) }, { message: 'messageTooLong' }],
    ['no privacy consent', { privacyConsent: false }, { privacyConsent: 'consentRequired' }],
    ['a missing consent', { privacyConsent: undefined }, { privacyConsent: 'consentRequired' }],
  ])('refuses %s', (_case, change, expected) => {
    expect(refusals({ ...valid, ...change })).toEqual(expected);
  });

  it('reports every bad field at once, not only the first', () => {
    expect(
      Object.keys(refusals({ ...valid, periodId: '', guests: 9, email: 'x', privacyConsent: false })).sort(),
    ).toEqual(['email', 'guests', 'periodId', 'privacyConsent']);
  });

  it('allows up to 99 guests when the unit does not say how many it sleeps', () => {
    const open = reservationSchema({ maxOccupation: null, availablePeriodIds: ['501001'] });
    expect(open.safeParse({ ...valid, guests: 12 }).success).toBe(true);
    expect(open.safeParse({ ...valid, guests: 100 }).success).toBe(false);
  });

  it('refuses a request for another kind of unit id', () => {
    expect(refusals({ ...valid, rentalUnitId: '../501' })).toHaveProperty('rentalUnitId');
  });
});

describe('availablePeriodIds', () => {
  it('keeps the free periods, as strings', () => {
    expect(
      availablePeriodIds([
        { id: 1, available: true },
        { id: '2', available: false },
        { id: 3, available: true },
      ]),
    ).toEqual(['1', '3']);
  });
});

describe('toServiceReservation', () => {
  it('gives the content service numeric ids, the language, and leaves empty optionals out', () => {
    const parsed = schema.parse({ ...valid, rentalUnitId: '501', phone: '', message: '' });
    expect(toServiceReservation(parsed, 'fr')).toEqual({
      rentalUnitId: 501,
      periodId: 501001,
      guests: 2,
      name: 'An Peeters',
      email: 'an@example.be',
      locale: 'fr',
    });
  });
});
