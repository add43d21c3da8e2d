import 'server-only';
import { HttpError } from '@/content-api/errors';
import { getRentalPeriods, getRentalUnit, requestRentalReservation } from '@/server/content-service';
import type { RentalPeriod } from '@/content-api/schemas';
import { availablePeriodIds, reservationSchema, toServiceReservation } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { acceptForm } from '@/server/forms/accept-form';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { reservationErrorTexts, reservationFieldMessages } from './reservation-errors';
import { rentalTranslator } from './rental-messages';

export const PERIOD_UNAVAILABLE = errorCodes.periodUnavailable;

function isBookedPeriodOf(periods: readonly RentalPeriod[], periodId: unknown): boolean {
  return periods.some((period) => !period.available && String(period.id) === String(periodId));
}

function unitIdOf(body: Record<string, unknown>): string | null {
  const id = body.rentalUnitId;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return String(id);
  return typeof id === 'string' && /^[\w-]{1,40}$/.test(id) ? id : null;
}

/** The unit and its current periods, or a refusal naming the unit field. */
async function loadUnit(body: Record<string, unknown>, locale: Locale) {
  const unitId = unitIdOf(body);
  const unit = unitId ? await getRentalUnit(unitId, { locale }) : null;
  if (!unitId || !unit) {
    const message = rentalTranslator(locale)('RentalReservationErrors.unitNotFound');
    throw new RouteError(unitId ? errorCodes.notFound : errorCodes.invalidInput, message, {
      rentalUnitId: message,
    });
  }
  // Availability is read fresh: a cached answer could offer a period booked a minute ago.
  const periods = await getRentalPeriods(unitId, { locale, cache: 'no-store' });
  return { unit, periods };
}

/** The request's fields by the unit's own schema; a period booked since the page loaded is a 409. */
async function reservationFields(body: Record<string, unknown>, locale: Locale) {
  const t = rentalTranslator(locale);
  const { unit, periods } = await loadUnit(body, locale);
  const schema = reservationSchema({
    maxOccupation: unit.general.maxOccupation,
    availablePeriodIds: availablePeriodIds(periods),
  });
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const texts = reservationErrorTexts(locale, unit.general.maxOccupation);
  const fields = reservationFieldMessages(
    parsed.error.issues,
    texts,
    t('RentalReservationErrors.invalidInput'),
  );
  // A period of this unit that was booked since the page loaded is the one refusal the browser's
  // own check cannot foresee: it gets the same 409 as a period taken at the service.
  if (isBookedPeriodOf(periods, body.periodId)) {
    throw new RouteError(errorCodes.periodUnavailable, t('RentalReservationErrors.periodTaken'), fields);
  }
  throw new RouteError(errorCodes.invalidInput, t('RentalReservationErrors.invalidInput'), fields);
}

/**
 * POST /{lang}/ajax/rental-reservation (body: see reservation-schema.ts). The form pipeline (origin,
 * JSON only, size, rate limit; no captcha, see form-policies.ts), the form's own schema against the
 * unit's current periods, then the content service reserves: 201 on success, 400 with per-field
 * messages, 404 for an unknown unit, 409 when the period is booked (before or during the call); a
 * content-service failure becomes 503 through the shared error answer.
 */
export async function answerReservation(request: Request, locale: Locale): Promise<Response> {
  const t = rentalTranslator(locale);
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'rental-reservation',
    form: 'rental-reservation',
    fields: reservationFields,
  });
  try {
    const reservation = await requestRentalReservation(toServiceReservation(fields, locale), { locale });
    return jsonOk({ reservation }, { status: 201 });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      const message = t('RentalReservationErrors.periodTaken');
      throw new RouteError(errorCodes.periodUnavailable, message, { periodId: message });
    }
    // The service refused a request this site found valid: the visitor can still correct it.
    if (error instanceof HttpError && error.status === 400) {
      throw new RouteError(errorCodes.invalidInput, t('RentalReservationErrors.invalidInput'));
    }
    throw error;
  }
}
