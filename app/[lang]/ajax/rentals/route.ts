import { answerJson } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';
import { answerRentalPage } from '@/server/rental/rentals-handler';

type Context = { params: Promise<{ lang: string }> };

/** "Load more" of the holiday-rental listing. */
export async function GET(request: Request, { params }: Context) {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    (locale) => answerRentalPage(request, locale),
  );
}
