import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { FormAgreements } from '@/display/forms/consent-types';
import { getAgreements } from '@/server/content-service';
import type { Locale } from '@/i18n/locales';
import { localizedTemplate } from '@/i18n/paths';
import { toConsentHtml } from './consent-html';
import { resolveFormAgreements } from './form-agreements';

export { resolveFormAgreements } from './form-agreements';

/** The site's own consent texts, linking to its privacy statement and terms of use pages. */
async function bundledAgreements(locale: Locale): Promise<FormAgreements> {
  const t = await getTranslations({ locale, namespace: 'Consents' });
  const linkTo = (pathname: '/privacy-statement' | '/terms-of-use') => (chunks: string) =>
    `<a href="/${locale}${localizedTemplate(pathname, locale)}">${chunks}</a>`;
  return {
    privacy: toConsentHtml(t.markup('privacy', { link: linkTo('/privacy-statement') })),
    terms: toConsentHtml(t.markup('terms', { link: linkTo('/terms-of-use') })),
    marketing: toConsentHtml(t.markup('marketing')),
  };
}

/**
 * The consent texts of every form in `locale` (§7 agreements). Never fails: while the content
 * service is down the forms show the site's own wording, so they stay usable.
 */
export const getFormAgreements = cache(async (locale: Locale): Promise<FormAgreements> => {
  const [agreements, fallbacks] = await Promise.all([
    getAgreements(locale).catch((error: unknown) => {
      console.warn(
        `Agreements (${locale}) of the content service failed; forms use the site's own consent texts`,
        error instanceof Error ? error.message : error,
      );
      return null;
    }),
    bundledAgreements(locale),
  ]);
  return resolveFormAgreements(agreements, fallbacks);
});
