import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { config } from '@/config';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { isLocale } from '@/i18n/locales';
import { loadSite } from '@/server/site-shell';
import { inter } from '@/styles/fonts';
import '@/styles/globals.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

// Only these namespaces reach the browser; everything else is translated on the server.
const CLIENT_NAMESPACES = ['LanguageSwitcher', 'ErrorPage'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const [t, site] = await Promise.all([getTranslations({ locale: lang, namespace: 'Metadata' }), loadSite()]);
  const siteName = site?.name ?? t('siteName');
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t('defaultDescription'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, tMeta, messages, site] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Navbar' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    getMessages({ locale: lang }),
    loadSite(),
  ]);
  const siteName = site?.name ?? tMeta('siteName');
  const clientMessages = Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );

  return (
    <html lang={lang} className={inter.variable}>
      <body>
        <NextIntlClientProvider locale={lang} messages={clientMessages}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <SiteHeader locale={lang} siteName={siteName} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={lang} siteName={siteName} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
