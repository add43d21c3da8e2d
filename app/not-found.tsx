import { getTranslations } from 'next-intl/server';
import { defaultLocale } from '@/i18n/locales';
import '@/styles/globals.css';

/**
 * Requests Next matches to no route: the default language's 404, in its own document. Small on
 * purpose: Next renders it into every page's data. A path outside any language ('/wp-login.php') meets
 * the language layout first, which shows the full 404 page in the site's language (app/[lang]/layout.tsx).
 */
export default async function RootNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
  return (
    <html lang={defaultLocale}>
      <body>
        <main className="container page-section">
          <h1>{t('title')}</h1>
          <p>{t('text')}</p>
          <a className="button" href={`/${defaultLocale}`}>
            {t('backHome')}
          </a>
        </main>
      </body>
    </html>
  );
}
