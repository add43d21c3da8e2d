import type { EstateGroup } from '@/content-api/schemas';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';

/** The estate was removed from the offer (the endpoint answered 404): only the visitor can forget it. */
export class EstateGoneError extends Error {
  constructor(readonly estateId: number) {
    super(`Estate ${estateId} no longer exists`);
    this.name = 'EstateGoneError';
  }
}

/** The site's own endpoint already validated the estate; this only guards against a wrong answer. */
function isEstateAnswer(body: unknown): body is { estate: EstateGroup } {
  if (typeof body !== 'object' || body === null || !('estate' in body)) return false;
  const estate = body.estate;
  return (
    typeof estate === 'object' &&
    estate !== null &&
    'id' in estate &&
    typeof estate.id === 'number' &&
    'children' in estate &&
    Array.isArray(estate.children) &&
    estate.children.length > 0
  );
}

/** One favorite through GET /{lang}/ajax/estate/{id}. */
export async function fetchFavoriteEstate(
  locale: Locale,
  estateId: number,
  signal?: AbortSignal,
): Promise<EstateGroup> {
  const response = await fetch(ajaxPath(locale, 'estate', { estateId }), {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) throw new EstateGoneError(estateId);
  if (!response.ok) throw new Error(`Estate ${estateId} could not be loaded (${response.status})`);
  const body: unknown = await response.json();
  if (!isEstateAnswer(body)) throw new Error(`Estate ${estateId}: unexpected answer`);
  return body.estate;
}

/** A gone estate stays gone; anything else (a hiccup of the network or the service) is retried twice. */
export function shouldRetryFavorite(failureCount: number, error: unknown): boolean {
  return !(error instanceof EstateGoneError) && failureCount < 2;
}
