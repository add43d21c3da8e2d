import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { loadSite } from '@/server/site-shell';
import { cardPageSharing } from '@/server/sharing/sharing-site';
import { getSiteUrl } from '@/server/sites/request-site';

type Props = {
  children: ReactNode;
  /** The language switcher of the page being shown (the `@languages` slot). */
  languages: ReactNode;
  params: Promise<{ lang: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const [t, site, siteUrl] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    loadSite(),
    getSiteUrl(),
  ]);
  const siteName = site?.name ?? t('siteName');
  return {
    metadataBase: new URL(siteUrl),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t('defaultDescription'),
    // The sharing tags of a page that has none of its own: the site's card.
    ...(await cardPageSharing(lang, 'site', { title: siteName, description: t('defaultDescription') })),
  };
}

export default async function LocaleLayout({ children, languages, params }: Props) {
  const { lang } = await params;
  const site = await loadSite();
  // A language the site does not offer has no pages (while the service is down, every language does),
  // and a first segment that is no language at all ('/wp-login.php') none either: the 404 page in the
  // site's own language, server-rendered (a notFound() thrown here would leave Next an empty shell).
  const offered = isLocale(lang) && (!site || site.languages.includes(lang));
  const locale = offered ? lang : (site?.defaultLanguage ?? defaultLocale);
  setRequestLocale(locale);
  return (
    <SiteDocument
      locale={locale}
      site={site}
      // A path in no offered language has no alternates: its language links lead to the home pages.
      languageSwitcher={offered ? languages : <LanguageSwitcher links={{}} languages={site?.languages} />}
    >
      {offered ? children : <NotFoundPage locale={locale} />}
    </SiteDocument>
  );
}
