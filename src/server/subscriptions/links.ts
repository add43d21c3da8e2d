import type { Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The page where the visitor changes the subscription. */
export function subscriptionEditUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${base(siteUrl)}${buildLocalizedPath('keepMeInformedEdit', locale, { token })}`;
}

/** The page that asks "unsubscribe?" and cancels with a POST: a mail scanner's GET changes nothing. */
export function subscriptionUnsubscribeUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${base(siteUrl)}${buildLocalizedPath('keepMeInformedUnsubscribe', locale, { token })}`;
}

/**
 * The RFC 8058 one-click target in the List-Unsubscribe header: a route handler that cancels on
 * POST (body `List-Unsubscribe=One-Click`) and only on POST.
 */
export function oneClickUnsubscribeUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${base(siteUrl)}/${locale}/ajax/notifications/unsubscribe/${encodeURIComponent(token)}`;
}
