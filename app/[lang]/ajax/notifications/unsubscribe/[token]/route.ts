import { answerUnsubscribe } from '@/server/forms/unsubscribe-handler';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string; token: string }> };

/** Cancels a subscription; POST only (also the RFC 8058 one-click target of the alert mails). */
export async function POST(request: Request, { params }: Context) {
  const { lang, token } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerUnsubscribe(request, locale, token),
  );
}
