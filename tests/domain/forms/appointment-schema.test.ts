import { describe, expect, it } from 'vitest';
import { appointmentBookingSchema, isAppointmentId } from '@/domain/forms/appointment-schema';

const valid = {
  name: 'Lien Maes',
  email: 'lien@example.be',
  privacy: true,
  agendaId: 1001,
  slotId: '1001-20261124-1300',
};
const messages = (values: unknown) => {
  const result = appointmentBookingSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('appointmentBookingSchema', () => {
  it('accepts a visitor, a consent and a slot of an agenda', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, phone: '+32 470 12 34 56' })).toEqual([]);
  });

  it('names what is missing or wrong', () => {
    expect(messages({ ...valid, privacy: false })).toEqual([['privacy', 'privacyRequired']]);
    expect(messages({ ...valid, email: 'lien' })).toEqual([['email', 'emailInvalid']]);
    expect(messages({ ...valid, phone: 'call me' })).toEqual([['phone', 'phoneInvalid']]);
    expect(messages({ ...valid, slotId: undefined })).toEqual([['slotId', 'slotRequired']]);
    expect(messages({ ...valid, slotId: '../../etc' })).toEqual([['slotId', 'slotRequired']]);
  });
});

describe('isAppointmentId', () => {
  it('knows the UUIDs the live agenda issues', () => {
    expect(isAppointmentId('0b3c2f4e-8a1d-4c5e-9f00-1234567890ab')).toBe(true);
    expect(isAppointmentId('not-an-id')).toBe(false);
    expect(isAppointmentId('../reservation')).toBe(false);
  });
});
