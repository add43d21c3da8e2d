import 'server-only';
import { searchEstates } from '@/server/content-service';
import type { EstateGroup, Locale } from '@/content-api/schemas';
import { DEFAULT_SORT } from '@/domain/search';
import { ContentServiceUnavailableError } from '@/server/http/route-error';
import { rankSimilarEstates, similarEstatesQuery } from './similar-criteria';

/** Enough candidates to rank by distance and still have six after leaving out the estate itself. */
const CANDIDATE_COUNT = 30;

/** Up to six estates a visitor of this one may also like (see `similarEstatesQuery`). */
export async function findSimilarEstates(estate: EstateGroup, locale: Locale): Promise<EstateGroup[]> {
  const answer = await searchEstates(
    {
      query: similarEstatesQuery(estate),
      sort: [...DEFAULT_SORT],
      pagination: { from: 0, size: CANDIDATE_COUNT },
    },
    { locale },
  );
  // The search never throws: a failed one comes back empty with its error.
  if (answer.error) throw new ContentServiceUnavailableError('Similar estates', { cause: answer.error });
  return rankSimilarEstates(estate, answer.results);
}
