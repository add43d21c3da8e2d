import { answerSubscriptionLookup, answerSubscriptionSave } from '@/server/forms/subscription-handlers';
import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';

type Context = { params: Promise<{ lang: string; token: string }> };

/** One subscription by its token: read it, or save the edit page. */
export async function GET(request: Request, { params }: Context) {
  const { lang, token } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerSubscriptionLookup(request, locale, token),
  );
}

export async function PUT(request: Request, { params }: Context) {
  const { lang, token } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerSubscriptionSave(request, locale, token),
  );
}
