import 'server-only';
import { HttpError } from '@/content-api/errors';
import { getAgendaSlots } from '@/server/content-service';
import type { AgendaSlot } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { agendaTranslator } from './agenda-messages';

/** Enough weeks to choose from without sending the agenda's whole year. */
export const MAX_OFFERED_SLOTS = 60;

/** The slots a visitor can still book: not started yet, in time order, the first few weeks' worth. */
export function bookableSlots(slots: readonly AgendaSlot[], now: Date): AgendaSlot[] {
  return slots
    .filter((slot) => Date.parse(slot.start) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, MAX_OFFERED_SLOTS);
}

export function isAgendaId(value: string): boolean {
  return /^[\w-]{1,40}$/.test(value);
}

/**
 * GET /{lang}/ajax/live-agenda/{agendaId}: the free slots of an estate's agenda, read fresh (a slot
 * booked a second ago must not be offered). 404 when the estate has no agenda.
 */
export async function answerAgendaSlots(
  agendaId: string,
  locale: Locale,
  now = new Date(),
): Promise<Response> {
  const t = agendaTranslator(locale);
  const notFound = () => new RouteError(errorCodes.notFound, t('AgendaErrors.agendaNotFound'));
  if (!isAgendaId(agendaId)) throw notFound();
  try {
    const agenda = await getAgendaSlots(agendaId, { locale, cache: 'no-store' });
    return jsonOk({ agendaId: agenda.id, slots: bookableSlots(agenda.slots, now) });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound();
    throw error;
  }
}
