import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { noteNotFound } from '@/server/http/not-found-mark';
import { NotFoundMessage } from './NotFoundMessage';

type Props = {
  locale: Locale;
  /** What could not be found: any page, a subscription link of a mail, an appointment link of a mail. */
  about?: 'page' | 'subscription' | 'appointment';
};

/**
 * The not-found page of a language, rendered by the page that found nothing (inside the site's navbar
 * and footer), and answered 404: rendering it marks the request (server/http/not-found-mark.ts). Pages
 * render this rather than throw notFound(), which Next server-renders only as an empty shell.
 * Never from a not-found.tsx: Next renders those with every page, shown or not.
 */
export async function NotFoundPage(props: Props) {
  await noteNotFound();
  return <NotFoundView {...props} />;
}

async function NotFoundView({ locale, about = 'page' }: Props) {
  if (about === 'subscription') {
    const t = await getTranslations({ locale, namespace: 'SubscriptionNotFound' });
    return (
      <NotFoundMessage
        locale={locale}
        title={t('title')}
        text={t('text')}
        href="/keep-me-informed"
        linkLabel={t('subscribe')}
      />
    );
  }
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const text =
    about === 'appointment'
      ? (await getTranslations({ locale, namespace: 'CancelAppointment' }))('unknown')
      : t('text');
  return (
    <NotFoundMessage locale={locale} title={t('title')} text={text} href="/" linkLabel={t('backHome')} />
  );
}
