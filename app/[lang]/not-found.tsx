import { getTranslations } from 'next-intl/server';
import { StatusMessage } from '@/components/states/StatusMessage';
import { Link } from '@/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <StatusMessage
      code="404"
      title={t('title')}
      text={t('text')}
      actions={
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      }
    />
  );
}
