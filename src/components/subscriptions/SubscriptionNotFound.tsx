import { getTranslations } from 'next-intl/server';
import { StatusMessage } from '@/components/states/StatusMessage';
import { Link } from '@/i18n/navigation';

/** An unknown or cancelled link: say so kindly and offer a new subscription. */
export async function SubscriptionNotFound() {
  const t = await getTranslations('SubscriptionNotFound');
  return (
    <StatusMessage
      code="404"
      title={t('title')}
      text={t('text')}
      actions={
        <Link href="/keep-me-informed" className="button">
          {t('subscribe')}
        </Link>
      }
    />
  );
}
