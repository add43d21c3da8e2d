import { defaultLocale, type Locale } from './locales';
import { pathnames, type InternalPathname } from './pathnames';

/** Route names used across the site (links in mails, redirects, sitemap), mapped to internal pathnames. */
export const routeNames = {
  home: '/',
  privacyStatement: '/privacy-statement',
  termsOfUse: '/terms-of-use',
  favorites: '/favorites',
  compare: '/compare',
  keepMeInformed: '/keep-me-informed',
  keepMeInformedSuccess: '/keep-me-informed/success',
  keepMeInformedUnsubscribe: '/keep-me-informed/unsubscribe/[token]',
  keepMeInformedEdit: '/keep-me-informed/[token]',
  offerShort: '/offer/[estateId]',
  offer: '/offer/[estateId]/[slug]',
  offerUnit: '/offer/[estateId]/[slug]/[entityId]',
  cancelAppointment: '/cancel-appointment/[appointmentId]',
  holiday: '/holiday/[rentalUnitId]',
  detail: '/detail',
  thankYou: '/thank-you',
  valuation: '/valuation',
  cmsPage: '/[...path]',
} as const satisfies Record<string, InternalPathname>;

export type RouteName = keyof typeof routeNames;
export type RouteParams = Record<string, string | number | readonly string[]>;

/** A route's path template in one language, without the /{lang} prefix. */
export function localizedTemplate(pathname: InternalPathname, locale: Locale): string {
  const entry = pathnames[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
}

function fillTemplate(template: string, params: RouteParams): string | null {
  let missing = false;
  const filled = template.replace(
    /\[(\.\.\.)?(\w+)\]/g,
    (_match, catchAll: string | undefined, key: string) => {
      const value = params[key];
      if (value === undefined || value === '') {
        missing = true;
        return '';
      }
      const segments = catchAll && Array.isArray(value) ? value : [String(value)];
      return segments.map((segment) => encodeURIComponent(String(segment))).join('/');
    },
  );
  return missing ? null : filled;
}

/**
 * The localized path of a named route, e.g. ('offer', 'fr', {estateId: 12, slug: 'villa-a-liege'}) ->
 * '/fr/offre/12/villa-a-liege'. An unknown route name, or a missing parameter, gives '/' (spec §2).
 */
export function buildLocalizedPath(name: string, locale: Locale = defaultLocale, params: RouteParams = {}) {
  if (!Object.hasOwn(routeNames, name)) return '/';
  const template = localizedTemplate(routeNames[name as RouteName], locale);
  const filled = fillTemplate(template, params);
  if (filled === null) return '/';
  return filled === '/' ? `/${locale}` : `/${locale}${filled}`;
}
