import { answerCancel } from '@/server/appointments/cancel-handler';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string; appointmentId: string }> };

/** Cancels an appointment, once the visitor confirmed on the cancel page. */
export async function DELETE(request: Request, { params }: Context) {
  const { lang, appointmentId } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerCancel(request, appointmentId, locale),
  );
}
