import 'server-only';
import type { EstateGroup } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { loadEstate } from '@/server/estates/estate-loader';

/**
 * The estate a mail is about, or null: a request is never refused, nor its mail held back, because
 * the estate could not be loaded (the mail then goes without it).
 */
export async function loadEstateForMail(
  estateId: number | null | undefined,
  locale: Locale,
): Promise<EstateGroup | null> {
  if (!estateId) return null;
  try {
    return await loadEstate(estateId, locale);
  } catch (error) {
    console.warn(`Estate ${estateId} not loaded for a mail:`, error instanceof Error ? error.message : error);
    return null;
  }
}
