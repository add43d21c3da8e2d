import { isEstateCardModel, type EstateCardModel } from '@/display/listing/estate-card-model';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';

/** The estate was removed from the offer (the endpoint answered 404): only the visitor can forget it. */
export class EstateGoneError extends Error {
  constructor(readonly estateId: number) {
    super(`Estate ${estateId} no longer exists`);
    this.name = 'EstateGoneError';
  }
}

function isEstateAnswer(body: unknown): body is { estate: EstateCardModel } {
  return typeof body === 'object' && body !== null && 'estate' in body && isEstateCardModel(body.estate);
}

/** One favorite through GET /{lang}/ajax/estate/{id}. */
export async function fetchFavoriteEstate(
  locale: Locale,
  estateId: number,
  signal?: AbortSignal,
): Promise<EstateCardModel> {
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
