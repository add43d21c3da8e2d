import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ChunkFailureNotice } from '@/components/errors/ChunkFailureNotice';
import { ChunkFailureWatch } from '@/components/errors/ChunkFailureWatch';
import { brandColorProperties } from '@/components/layout/brand-colors';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { isLocale } from '@/i18n/locales';
import { scriptNonce } from '@/server/security/request-nonce';
import { loadSite } from '@/server/site-shell';
import { cardPageSharing } from '@/server/sharing/sharing-site';
import { getSiteUrl } from '@/server/sites/request-site';
import { inter } from '@/styles/fonts';
import '@/styles/globals.css';

type Props = {
  children: ReactNode;
  /** The language switcher of the page being shown (the `@languages` slot). */
  languages: ReactNode;
  params: Promise<{ lang: string }>;
};

// Only these namespaces reach the browser; everything else is translated on the server.
const CLIENT_NAMESPACES = ['LanguageSwitcher', 'ErrorPage', 'Unavailable', 'ChunkFailure'] as const;

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
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, tMeta, tChunk, messages, site] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Navbar' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    getTranslations({ locale: lang, namespace: 'ChunkFailure' }),
    getMessages({ locale: lang }),
    loadSite(),
  ]);
  // A language the site does not offer has no pages (while the service is down, every language does).
  if (site && !site.languages.includes(lang)) notFound();
  const siteName = site?.name ?? tMeta('siteName');
  const clientMessages = Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );

  return (
    <html lang={lang} className={inter.variable}>
      <head>
        {/* First in the head: it must be listening before any script chunk loads (§8). */}
        <ChunkFailureWatch nonce={await scriptNonce()} />
      </head>
      <body style={brandColorProperties(site?.brandColor)}>
        <NextIntlClientProvider locale={lang} messages={clientMessages}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <PreviewBanner locale={lang} />
          <SiteHeader locale={lang} siteName={siteName} logoUrl={site?.logo} languageSwitcher={languages} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={lang} siteName={siteName} />
          <ChunkFailureNotice message={tChunk('message')} reloadLabel={tChunk('reload')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
