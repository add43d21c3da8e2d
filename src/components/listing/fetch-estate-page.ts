import { fetchResultPage } from '@/components/result-pages/fetch-result-page';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import type { EstatePageAnswer } from '@/display/listing/listing-types';

export type EstatePageRequest = {
  locale: Locale;
  /** The listing page's CMS path, e.g. '/te-koop'. */
  nodePath: string;
  /** The listing's filters as URL search params. */
  query: string;
  offset: number;
};

export function estatePageUrl({ locale, nodePath, query, offset }: EstatePageRequest): string {
  const params = new URLSearchParams(query);
  params.set('node', nodePath);
  params.set('offset', String(offset));
  return `${ajaxPath(locale, 'estates')}?${params}`;
}

function isEstatePage(value: unknown): value is EstatePageAnswer {
  const page = value as Partial<EstatePageAnswer> | null;
  return typeof page?.total === 'number' && Array.isArray(page.estates);
}

/** The next page of a listing from the site's own endpoint; throws on any failure, for a retry. */
export function fetchEstatePage(request: EstatePageRequest, signal?: AbortSignal): Promise<EstatePageAnswer> {
  return fetchResultPage(estatePageUrl(request), isEstatePage, signal);
}
