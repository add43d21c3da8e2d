import 'server-only';
import { toEstateCardModel, type EstateCardModel } from '@/display/listing/estate-card-model';
import type { Locale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';

/**
 * The estates of a comparison in the order of their ids, as public records (the content-service client
 * hands out nothing else) turned into card models; an id the service does not know is left out.
 */
export async function loadComparedEstates(
  ids: readonly number[],
  locale: Locale,
): Promise<EstateCardModel[]> {
  const groups = await Promise.all(ids.map((id) => loadEstate(id, locale)));
  return groups.flatMap((group) => (group ? [toEstateCardModel(group, locale)] : []));
}
