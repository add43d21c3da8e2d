import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { LanguageList } from './LanguageList';

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
export async function LanguageSwitcher({ links, languages }: Props) {
  const [t, current] = await Promise.all([getTranslations('LanguageSwitcher'), getLocale()]);
  const names = Object.fromEntries(locales.map((locale) => [locale, t(locale)])) as Record<Locale, string>;
  return (
    <LanguageList
      links={links}
      languages={languages}
      current={isLocale(current) ? current : locales[0]}
      label={t('label')}
      names={names}
    />
  );
}
