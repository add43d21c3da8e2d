import 'server-only';
import { cache } from 'react';
import { getEstateContactInfo, getEstateGroup, getExternalEstate } from '@/server/content-service';
import type { EstateContactInfo, EstateGroup } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

/**
 * Every read of one estate by its id: pages, endpoints and mails. The site's own estates come first;
 * an estate of the external source (spec §7, `estates/skarabee/{id}`) is found by the same id, so its
 * canonical URL, its favourite and its mails work as any other's. Once per request and language,
 * shared by generateMetadata and the page; the language, when given, is the one the service answers in.
 */
export const loadEstate = cache(async (id: number, locale?: Locale): Promise<EstateGroup | null> => {
  const options = locale ? { locale } : undefined;
  return (await getEstateGroup(id, options)) ?? (await getExternalEstate(id, options));
});

/** An estate of the external source by the key its links carry (an id or its guid). */
export const loadExternalEstate = cache((key: string): Promise<EstateGroup | null> => getExternalEstate(key));

/** The estate's contact from the service; a missing or failing answer leaves the card to the office details. */
export const loadContactInfo = cache(async (id: number): Promise<EstateContactInfo | null> => {
  try {
    return await getEstateContactInfo(id);
  } catch (error) {
    console.error(`Contact information of estate ${id} could not be loaded`, error);
    return null;
  }
});
