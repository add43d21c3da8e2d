import { parseFilters } from '@/domain/search';
import { estateAnswerCaching } from '@/server/preview/preview-caching';
import { answerJson, jsonOk } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';
import { listingNotFound, parseEstatePageInput } from '@/server/listing/estate-page-input';
import { searchListingPage } from '@/server/listing/listing-search';
import { estateListingNodeAt } from '@/server/listing/site-path';

type Context = { params: Promise<{ lang: string }> };

/**
 * GET /{lang}/ajax/estates?<listing filters>&node=<page path>&offset=<n> -> {total, estates, sections?}:
 * the next page of a listing for "load more". The listing is named by its page, never by a query
 * from the browser, so only what the agency publishes can be asked for. Bad filter values are left
 * out exactly as on the page itself.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { lang } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    async (locale) => {
      const searchParams = new URL(request.url).searchParams;
      const { node, offset } = parseEstatePageInput(searchParams, locale);
      const listingNode = await estateListingNodeAt(node, locale);
      if (!listingNode) throw listingNotFound(locale);
      const result = await searchListingPage({
        node: listingNode,
        filters: parseFilters(searchParams),
        locale,
        offset,
      });
      if (result.error) throw result.error;
      const { error: _error, ...answer } = result;
      return jsonOk(answer, { headers: await estateAnswerCaching('public, max-age=60') });
    },
  );
}
