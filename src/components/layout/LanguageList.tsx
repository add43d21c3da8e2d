import NextLink from 'next/link';
import { locales, type Locale } from '@/i18n/locales';
import styles from './LanguageSwitcher.module.css';

type Props = {
  /** The page's address in each language; a language without one leads to its home page. */
  links: Partial<Record<Locale, string>>;
  /** The languages the site offers (all by default). */
  languages?: readonly Locale[];
  current: Locale;
  label: string;
  /** Each language's name in the visitor's language ("Français"). */
  names: Record<Locale, string>;
};

/** The header's links to the page in the site's languages, the current one marked. */
export function LanguageList({ links, languages = locales, current, label, names }: Props) {
  return (
    <nav aria-label={label} className={styles.switcher}>
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
                aria-label={names[locale]}
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
