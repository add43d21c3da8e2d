import { getRequestConfig } from 'next-intl/server';
import { withRemoteTranslations } from '@/server/translations';
import { defaultLocale, isLocale } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  // The content service may reword any bundled text (§7 translations); without it, the bundled text.
  return { locale, messages: await withRemoteTranslations(locale, await loadMessages(locale)) };
});
