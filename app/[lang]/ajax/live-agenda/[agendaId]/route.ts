import { answerAgendaSlots } from '@/server/appointments/agenda-slots';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string; agendaId: string }> };

/** The free visit slots of an estate's live agenda, for the booking widget of the detail page. */
export async function GET(request: Request, { params }: Context) {
  const { lang, agendaId } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerAgendaSlots(agendaId, locale),
  );
}
