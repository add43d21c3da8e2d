import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/errors/NotFoundMessage';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return <NotFoundMessage title={t('title')} text={t('text')} href="/" linkLabel={t('backHome')} />;
}
