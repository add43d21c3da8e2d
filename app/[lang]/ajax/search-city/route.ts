import { apiErrorTranslator } from '@/server/http/api-messages';
import { answerJson, jsonOk } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';
import { parseRouteInput } from '@/server/http/route-input';
import { cityQuerySchema } from '@/server/estates/city-query';
import { searchCities } from '@/server/estates/city-search';

type Context = { params: Promise<{ lang: string }> };

/** GET /{lang}/ajax/search-city?q=… -> {cities}: up to ten cities with estates, for the filter. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    async (locale) => {
      const url = new URL(request.url);
      const { q } = parseRouteInput(
        cityQuerySchema,
        { q: url.searchParams.get('q') },
        apiErrorTranslator(locale),
      );
      const cities = await searchCities(q, locale);
      return jsonOk({ cities }, { headers: { 'cache-control': 'public, max-age=300' } });
    },
  );
}
