import { getRequestConfig } from 'next-intl/server';
import { withRemoteTranslations } from '@/server/translations';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

// next-intl's per-request configuration (next.config.ts points the plugin here): server code, since
// the content service's translations are laid over the bundled messages of every request.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  // The content service may reword any bundled text (§7 translations); without it, the bundled text.
  return { locale, messages: await withRemoteTranslations(locale, await loadMessages(locale)) };
});
