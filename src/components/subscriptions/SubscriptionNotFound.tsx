import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/errors/NotFoundMessage';

/** An unknown or cancelled link: say so kindly and offer a new subscription. */
export async function SubscriptionNotFound() {
  const t = await getTranslations('SubscriptionNotFound');
  return (
    <NotFoundMessage
      title={t('title')}
      text={t('text')}
      href="/keep-me-informed"
      linkLabel={t('subscribe')}
    />
  );
}
