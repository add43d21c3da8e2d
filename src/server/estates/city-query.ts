import { z } from 'zod';
import { CITY_QUERY_MAX_LENGTH } from './city-match';

/** `?q=` of the city autocomplete; failures carry message keys of the ApiErrors messages. */
export const cityQuerySchema = z.object({
  q: z.preprocess(
    (value) => value ?? '',
    z.string().trim().min(1, 'queryEmpty').max(CITY_QUERY_MAX_LENGTH, 'queryTooLong'),
  ),
});
