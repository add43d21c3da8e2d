import { answerBooking } from '@/server/appointments/booking-handler';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string }> };

/** Books a visit in an estate's live agenda. */
export async function POST(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerBooking(request, locale),
  );
}
