import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';
import { answerValuationRequest } from '@/server/forms/valuation-handler';

type Context = { params: Promise<{ lang: string }> };

/** Submissions of the valuation request ("What is my home worth?"). */
export async function POST(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerValuationRequest(request, locale),
  );
}
