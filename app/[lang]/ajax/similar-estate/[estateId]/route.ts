import { apiErrorTranslator } from '@/server/http/api-messages';
import { estateAnswerCaching } from '@/server/preview/preview-caching';
import { answerJson, errorCodes, jsonOk, RouteError } from '@/server/http/json-response';
import { requireLocale } from '@/server/http/request-locale';
import { parseRouteInput } from '@/server/http/route-input';
import { loadEstate } from '@/server/estates/estate-loader';
import { estateRouteParamsSchema } from '@/server/estates/estate-id';
import { findSimilarEstates } from '@/server/estates/similar-estates';
import { toEstateCardModel } from '@/display/listing/estate-card-model';

type Context = { params: Promise<{ lang: string; estateId: string }> };

/** GET /{lang}/ajax/similar-estate/{estateId} -> {estates}: the card models of up to six alternatives. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { lang, estateId } = await params;
  return answerJson(
    () => requireLocale(lang, request),
    async (locale) => {
      const t = apiErrorTranslator(locale);
      const { estateId: id } = parseRouteInput(estateRouteParamsSchema, { estateId }, t);
      const estate = await loadEstate(id, locale);
      if (!estate) throw new RouteError(errorCodes.notFound, t('estateNotFound'));
      const similar = await findSimilarEstates(estate, locale);
      return jsonOk(
        { estates: similar.map((group) => toEstateCardModel(group, locale)) },
        { headers: await estateAnswerCaching('public, max-age=60, stale-while-revalidate=300') },
      );
    },
  );
}
