import 'server-only';
import type { z } from 'zod';
import { RESERVATION_LIMITS, reservationErrorKeys, type ReservationErrorKey } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import type { FieldMessages } from '@/server/http/route-error';
import { rentalTranslator } from './rental-messages';

function isReservationErrorKey(value: string): value is ReservationErrorKey {
  return (reservationErrorKeys as readonly string[]).includes(value);
}

/**
 * Every refusal of the reservation schema in the visitor's language, numbers filled in: the browser
 * form gets these as plain texts, the route handler answers with them.
 */
export function reservationErrorTexts(
  locale: Locale,
  maxOccupation: number | null | undefined,
): Record<ReservationErrorKey, string> {
  const t = rentalTranslator(locale);
  const values = {
    max: maxOccupation && maxOccupation > 0 ? maxOccupation : RESERVATION_LIMITS.guests,
  };
  const texts = {} as Record<ReservationErrorKey, string>;
  for (const key of reservationErrorKeys) {
    const limit =
      key === 'nameTooLong'
        ? RESERVATION_LIMITS.name
        : key === 'messageTooLong'
          ? RESERVATION_LIMITS.message
          : values.max;
    texts[key] = t(`RentalReservationErrors.${key}`, { max: limit });
  }
  return texts;
}

/** Per-field messages of a refused request; a refusal without a known key gets the general text. */
export function reservationFieldMessages(
  issues: readonly z.core.$ZodIssue[],
  texts: Record<ReservationErrorKey, string>,
  fallback: string,
): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[field] ??= isReservationErrorKey(issue.message) ? texts[issue.message] : fallback;
  }
  return fields;
}
