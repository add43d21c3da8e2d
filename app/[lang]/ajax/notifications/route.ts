import { answerSubscribe } from '@/server/forms/subscription-handlers';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string }> };

/** Subscriptions of the keep-me-informed form. */
export async function POST(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerSubscribe(request, locale),
  );
}
