import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import styles from './LanguageSwitcher.module.css';

type Props = {
  /** The page's address in each language: its hreflang alternates. */
  links: Partial<Record<Locale, string>>;
  /** The languages the site offers (all by default). */
  languages?: readonly Locale[];
};

/**
 * Links to the same page in the site's other languages, at the very addresses its hreflang alternates
 * name (each language with its own slug), so a switch never goes through a redirect. A language the
 * page does not exist in leads to that language's home page.
 */
export async function LanguageSwitcher({ links, languages = locales }: Props) {
  const [t, current] = await Promise.all([getTranslations('LanguageSwitcher'), getLocale()]);
  return (
    <nav aria-label={t('label')} className={styles.switcher}>
      <ul className={styles.list}>
        {locales
          .filter((locale) => languages.includes(locale))
          .map((locale) => (
            <li key={locale}>
              <NextLink
                href={links[locale] ?? `/${locale}`}
                lang={locale}
                hrefLang={locale}
                className={styles.link}
                aria-current={locale === current ? 'true' : undefined}
                aria-label={t(locale)}
                // A language switch renders the whole page anew: nothing worth fetching ahead.
                prefetch={false}
                scroll={false}
              >
                {locale.toUpperCase()}
              </NextLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
