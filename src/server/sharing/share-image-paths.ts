import { isLocale, type Locale } from '@/i18n/locales';
import { parseEstateId } from '@/server/estates/estate-id';

/** The route of the sharing images (app/og): a path per page, language first, always a .png. */
export const SHARE_IMAGE_ROUTE = '/og';

/** Branded cards of pages that are neither a CMS page nor an estate or rental. */
export const SHARE_CARDS = ['site', 'favorites', 'keep-me-informed', 'valuation'] as const;
export type ShareCard = (typeof SHARE_CARDS)[number];

/** What a sharing image shows. */
export type ShareImageTarget =
  | { kind: 'estate'; estateId: number; unitId: number | null }
  | { kind: 'rental'; unitId: string }
  | { kind: 'page'; path: string }
  | { kind: 'card'; card: ShareCard };

export type ShareImageRequest = { locale: Locale; target: ShareImageTarget };

const PNG = '.png';
const unitIdPattern = /^\d{1,15}$/;
const rentalIdPattern = /^[\w-]{1,40}$/;
const MAX_PAGE_PATH_LENGTH = 512;

/** The site path of the sharing image of a page in a language. */
export function shareImagePath(locale: Locale, target: ShareImageTarget): string {
  const base = `${SHARE_IMAGE_ROUTE}/${locale}`;
  switch (target.kind) {
    case 'estate':
      return `${base}/estate/${target.estateId}${target.unitId === null ? '' : `/${target.unitId}`}${PNG}`;
    case 'rental':
      return `${base}/holiday/${encodeURIComponent(target.unitId)}${PNG}`;
    case 'page':
      return `${base}/page${PNG}?path=${encodeURIComponent(target.path)}`;
    case 'card':
      return `${base}/card/${target.card}${PNG}`;
  }
}

function withoutPng(segment: string | undefined): string | null {
  return segment?.endsWith(PNG) ? segment.slice(0, -PNG.length) : null;
}

function pagePath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.length > MAX_PAGE_PATH_LENGTH) return null;
  return raw;
}

function parseTarget(segments: readonly string[], search: URLSearchParams): ShareImageTarget | null {
  const [kind, ...rest] = segments;
  if (kind === 'page.png' && rest.length === 0) {
    const path = pagePath(search.get('path'));
    return path ? { kind: 'page', path } : null;
  }
  if (kind === 'card' && rest.length === 1) {
    const card = SHARE_CARDS.find((name) => name === withoutPng(rest[0]));
    return card ? { kind: 'card', card } : null;
  }
  if (kind === 'holiday' && rest.length === 1) {
    const unitId = withoutPng(rest[0]);
    return unitId && rentalIdPattern.test(unitId) ? { kind: 'rental', unitId } : null;
  }
  if (kind === 'estate' && (rest.length === 1 || rest.length === 2)) {
    const estateId = parseEstateId(rest.length === 1 ? withoutPng(rest[0]) : rest[0]);
    if (estateId === null) return null;
    if (rest.length === 1) return { kind: 'estate', estateId, unitId: null };
    const unit = withoutPng(rest[1]);
    return unit && unitIdPattern.test(unit) ? { kind: 'estate', estateId, unitId: Number(unit) } : null;
  }
  return null;
}

/** Reads a request of the sharing image route (segments after /og); null when it names nothing. */
export function parseShareImageRequest(
  segments: readonly string[],
  search: URLSearchParams,
): ShareImageRequest | null {
  const [lang, ...rest] = segments;
  if (!lang || !isLocale(lang)) return null;
  const target = parseTarget(rest, search);
  return target ? { locale: lang, target } : null;
}
