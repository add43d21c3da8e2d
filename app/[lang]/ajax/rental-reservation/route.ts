import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';
import { answerReservation } from '@/server/rental/reservation-handler';

type Context = { params: Promise<{ lang: string }> };

/** Reservation requests of the holiday-rental detail page. */
export async function POST(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerReservation(request, locale),
  );
}
