'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import styles from './LanguageSwitcher.module.css';

type Href = Parameters<typeof Link>[0]['href'];

/**
 * Links to the same route in the other languages, mapped by next-intl's localized pathnames: the
 * switcher of pages whose address has no per-language words of its own (a thank-you page, a personal
 * link from a mail) and of the outage page. Pages with per-language slugs use `LanguageSwitcher`.
 */
export function RouteLanguageSwitcher({ languages = locales }: { languages?: readonly Locale[] }) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  const { lang: _lang, ...params } = useParams<Record<string, string | string[]>>();
  // The current route and its params always belong together, so the pair is a valid href.
  const href = { pathname, params } as unknown as Href;

  return (
    <nav aria-label={t('label')} className={styles.switcher}>
      <ul className={styles.list}>
        {locales
          .filter((locale) => languages.includes(locale))
          .map((locale) => (
            <li key={locale}>
              <Link
                href={href}
                locale={locale}
                lang={locale}
                hrefLang={locale}
                className={styles.link}
                aria-current={locale === current ? 'true' : undefined}
                aria-label={t(locale)}
                prefetch={false}
                scroll={false}
              >
                {locale.toUpperCase()}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
