'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { getPathname, usePathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import { LanguageList } from './LanguageList';

type Href = Parameters<typeof getPathname>[0]['href'];

/**
 * Links to the same route in the other languages, mapped by next-intl's localized pathnames: the
 * switcher of pages whose address has no per-language words of its own (a thank-you page, a personal
 * link from a mail) and of the outage page. Pages with per-language slugs use `LanguageSwitcher`.
 */
export function RouteLanguageSwitcher({ languages }: { languages?: readonly Locale[] }) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const { lang: _lang, ...params } = useParams<Record<string, string | string[]>>();
  // The current route and its params always belong together, so the pair is a valid href.
  const href = { pathname, params } as unknown as Href;
  const links = Object.fromEntries(locales.map((locale) => [locale, getPathname({ href, locale })]));
  const names = Object.fromEntries(locales.map((locale) => [locale, t(locale)])) as Record<Locale, string>;
  return (
    <LanguageList links={links} languages={languages} current={current} label={t('label')} names={names} />
  );
}
