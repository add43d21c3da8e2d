import { z } from 'zod';
import type { Locale, RentalReservationRequest } from '@/content-api/schemas';
import { isSingleLine } from '@/domain/forms/single-line';
import { RESERVATION_LIMITS } from './reservation-limits';

/**
 * The reservation request a visitor sends, checked by the form in the browser (zodResolver) and,
 * with the very same schema, by the handler of `POST /{lang}/ajax/rental-reservation`.
 *
 * Body (JSON):
 *   {
 *     rentalUnitId: number | string,  // the unit of the detail page
 *     periodId: string,               // one of the unit's available periods (rental-units/{id}/periods)
 *     guests: number,                 // 1 up to the unit's maxOccupation
 *     name: string,                   // 1–100 characters
 *     email: string,                  // an e-mail address, at most 254 characters
 *     phone?: string,                 // optional: digits, spaces and + ( ) . / -, at most 30
 *     message?: string,               // optional, at most 2000 characters
 *     privacyConsent: boolean         // must be true
 *   }
 * The language is the {lang} of the URL. Answers: 201 `{reservation: {id, status: 'requested'}}`;
 * 400 `{error: {code: 'invalid_input', message, fields: {<field>: message}}}`; 404 unknown unit;
 * 409 `{error: {code: 'period_unavailable', …}}` when the period is booked (it was free when the page
 * loaded); 503 when the content service fails.
 *
 * Every message below is a key of the RentalReservationErrors messages, so each side shows the
 * failure in the visitor's language.
 */
export const reservationErrorKeys = [
  'periodRequired',
  'periodUnavailable',
  'guestsRequired',
  'guestsTooFew',
  'guestsTooMany',
  'nameRequired',
  'nameTooLong',
  'singleLine',
  'emailInvalid',
  'emailTooLong',
  'phoneInvalid',
  'messageTooLong',
  'consentRequired',
] as const;
export type ReservationErrorKey = (typeof reservationErrorKeys)[number];

export { RESERVATION_LIMITS };

/** What the schema needs to know of the unit: the most guests it sleeps and its free periods. */
export type ReservationContext = {
  maxOccupation: number | null | undefined;
  availablePeriodIds: readonly string[];
};

const unitIdSchema = z.union([z.number().int().positive(), z.string().regex(/^[\w-]{1,40}$/)]);

export function reservationSchema(context: ReservationContext) {
  const maxGuests = context.maxOccupation && context.maxOccupation > 0 ? context.maxOccupation : null;
  const available = new Set(context.availablePeriodIds.map(String));
  return z.object({
    rentalUnitId: unitIdSchema,
    periodId: z
      .string({ error: 'periodRequired' })
      .trim()
      .min(1, 'periodRequired')
      .refine((id) => id === '' || available.has(id), 'periodUnavailable'),
    guests: z
      .number({ error: 'guestsRequired' })
      .int('guestsRequired')
      .min(1, 'guestsTooFew')
      .max(RESERVATION_LIMITS.guests, 'guestsTooMany')
      .refine((guests) => maxGuests === null || guests <= maxGuests, 'guestsTooMany'),
    name: z
      .string({ error: 'nameRequired' })
      .trim()
      .min(1, 'nameRequired')
      .max(RESERVATION_LIMITS.name, 'nameTooLong')
      .refine(isSingleLine, 'singleLine'),
    email: z
      .string({ error: 'emailInvalid' })
      .trim()
      .max(RESERVATION_LIMITS.email, 'emailTooLong')
      .pipe(z.email('emailInvalid')),
    phone: z
      .string()
      .trim()
      .max(RESERVATION_LIMITS.phone, 'phoneInvalid')
      .refine(isSingleLine, 'singleLine')
      .regex(/^[+\d\s()./-]*$/, 'phoneInvalid')
      .optional(),
    message: z.string().trim().max(RESERVATION_LIMITS.message, 'messageTooLong').optional(),
    privacyConsent: z.boolean({ error: 'consentRequired' }).refine((ticked) => ticked, 'consentRequired'),
  });
}

export type ReservationInput = z.input<ReturnType<typeof reservationSchema>>;
export type Reservation = z.output<ReturnType<typeof reservationSchema>>;

/** The ids of the periods that can still be requested. */
export function availablePeriodIds(periods: readonly { id: string | number; available: boolean }[]) {
  return periods.filter((period) => period.available).map((period) => String(period.id));
}

/** A numeric id travels as a number, as the content service gave it. */
function serviceId(id: string | number): string | number {
  return typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/** The content service's reservation call body (§7) for a checked request; empty optionals left out. */
export function toServiceReservation(reservation: Reservation, locale: Locale): RentalReservationRequest {
  return {
    rentalUnitId: serviceId(reservation.rentalUnitId),
    periodId: serviceId(reservation.periodId),
    guests: reservation.guests,
    name: reservation.name,
    email: reservation.email,
    ...(reservation.phone ? { phone: reservation.phone } : {}),
    ...(reservation.message ? { message: reservation.message } : {}),
    locale,
  };
}
