import 'server-only';
import { HttpError } from '@/content-api/errors';
import { getRentalPeriods, getRentalUnit, requestRentalReservation } from '@/content-api/server';
import type { RentalPeriod } from '@/content-api/schemas';
import { availablePeriodIds, reservationSchema, toServiceReservation } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { jsonError, jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { reservationErrorTexts, reservationFieldMessages } from './reservation-errors';
import { rentalTranslator } from './rental-messages';

export const PERIOD_UNAVAILABLE = 'period_unavailable';

/** Far above any honest request (a 2000-character message included), far below a nuisance. */
const MAX_BODY_CHARACTERS = 16_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readJson(request: Request, locale: Locale): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => '');
  const body = text.length <= MAX_BODY_CHARACTERS ? parseJson(text) : undefined;
  if (typeof body === 'object' && body !== null && !Array.isArray(body))
    return body as Record<string, unknown>;
  const message = rentalTranslator(locale)('RentalReservationErrors.invalidBody');
  throw new RouteError(400, errorCodes.invalidInput, message, { body: message });
}

function isBookedPeriodOf(periods: readonly RentalPeriod[], periodId: unknown): boolean {
  return periods.some((period) => !period.available && String(period.id) === String(periodId));
}

function unitIdOf(body: Record<string, unknown>): string | null {
  const id = body.rentalUnitId;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return String(id);
  return typeof id === 'string' && /^[\w-]{1,40}$/.test(id) ? id : null;
}

/**
 * POST /{lang}/ajax/rental-reservation (body: see reservation-schema.ts). Checks the request with
 * the form's own schema against the unit's current periods, then asks the content service to
 * reserve: 201 on success, 400 with per-field messages, 404 for an unknown unit, 409 when the period
 * is booked (before or during the call); a content-service failure becomes 503 through the shared
 * error answer.
 */
export async function answerReservation(request: Request, locale: Locale): Promise<Response> {
  const t = rentalTranslator(locale);
  const body = await readJson(request, locale);
  const unitId = unitIdOf(body);
  const unit = unitId ? await getRentalUnit(unitId, { locale }) : null;
  if (!unitId || !unit) {
    const message = t('RentalReservationErrors.unitNotFound');
    return jsonError(unitId ? 404 : 400, unitId ? errorCodes.notFound : errorCodes.invalidInput, message, {
      rentalUnitId: message,
    });
  }
  // Availability is read fresh: a cached answer could offer a period booked a minute ago.
  const periods = await getRentalPeriods(unitId, { locale, cache: 'no-store' });
  const schema = reservationSchema({
    maxOccupation: unit.general.maxOccupation,
    availablePeriodIds: availablePeriodIds(periods),
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const texts = reservationErrorTexts(locale, unit.general.maxOccupation);
    const fields = reservationFieldMessages(
      parsed.error.issues,
      texts,
      t('RentalReservationErrors.invalidInput'),
    );
    // A period of this unit that was booked since the page loaded is the one refusal the browser's
    // own check cannot foresee: it gets the same 409 as a period taken at the service.
    if (isBookedPeriodOf(periods, body.periodId)) {
      return jsonError(409, PERIOD_UNAVAILABLE, t('RentalReservationErrors.periodTaken'), fields);
    }
    return jsonError(400, errorCodes.invalidInput, t('RentalReservationErrors.invalidInput'), fields);
  }
  try {
    const reservation = await requestRentalReservation(toServiceReservation(parsed.data, locale), { locale });
    return jsonOk({ reservation }, { status: 201 });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      const message = t('RentalReservationErrors.periodTaken');
      return jsonError(409, PERIOD_UNAVAILABLE, message, { periodId: message });
    }
    // The service refused a request this site found valid: the visitor can still correct it.
    if (error instanceof HttpError && error.status === 400) {
      return jsonError(400, errorCodes.invalidInput, t('RentalReservationErrors.invalidInput'));
    }
    throw error;
  }
}
