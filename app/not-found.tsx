import { getTranslations } from 'next-intl/server';
import { defaultLocale } from '@/i18n/locales';
import '@/styles/globals.css';

/** Requests outside any language (a missing file, say): the default language's 404, in its own document. */
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
