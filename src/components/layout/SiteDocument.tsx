import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Site } from '@/content-api/schemas';
import { CompareTray } from '@/components/compare/CompareTray';
import { ChunkFailureNotice } from '@/components/errors/ChunkFailureNotice';
import { ChunkFailureWatch } from '@/components/errors/ChunkFailureWatch';
import { PageReadyMark } from '@/components/errors/PageReadyMark';
import { compileMessages } from '@/i18n/compiled-messages';
import type { Locale } from '@/i18n/locales';
import { scriptNonce } from '@/server/security/request-nonce';
import { brandColorProperties } from './brand-colors';
import { FontAfterPhoto } from './FontAfterPhoto';
import { PreviewBanner } from './PreviewBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { inter } from '@/styles/fonts';
import '@/styles/globals.css';

// Only these namespaces reach the browser; everything else is translated on the server.
const CLIENT_NAMESPACES = [
  'LanguageSwitcher',
  'ErrorPage',
  'Unavailable',
  'ChunkFailure',
  'CompareTray',
] as const;

type Props = {
  locale: Locale;
  site: Site | null;
  /** The header's links to this page in the other languages (see `page-language-switcher.tsx`). */
  languageSwitcher: ReactNode;
  children: ReactNode;
};

/**
 * The whole document of a page in one language: <html lang>, the chunk watcher, navbar, main and
 * footer. The language layout renders every page in it, and the 404 page of a path outside any
 * language (app/not-found.tsx) too.
 */
export async function SiteDocument({ locale, site, languageSwitcher, children }: Props) {
  const [t, tMeta, tChunk, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Navbar' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'ChunkFailure' }),
    getMessages({ locale }),
  ]);
  const nonce = await scriptNonce();
  const siteName = site?.name ?? tMeta('siteName');
  const clientMessages = compileMessages(
    Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])),
  );

  return (
    // The font script marks <html> before React hydrates it (MAIN_PHOTO_DRAWN_ATTRIBUTE).
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's document, rendered from app/ */}
      <head>
        {/* First in the head: it must be listening before any script chunk loads (§8). */}
        <ChunkFailureWatch nonce={nonce} />
      </head>
      <body style={brandColorProperties(site?.brandColor)}>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <PreviewBanner locale={locale} />
          <SiteHeader
            locale={locale}
            siteName={siteName}
            logoUrl={site?.logo}
            languageSwitcher={languageSwitcher}
          />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} siteName={siteName} />
          <CompareTray />
          <ChunkFailureNotice message={tChunk('message')} reloadLabel={tChunk('reload')} />
          <PageReadyMark />
        </NextIntlClientProvider>
        <FontAfterPhoto nonce={nonce} />
      </body>
    </html>
  );
}
