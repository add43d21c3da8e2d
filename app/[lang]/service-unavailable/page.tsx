import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { OutageMessage } from '@/components/states/OutageMessage';
import { isLocale } from '@/i18n/locales';
import { isAskedForAsOutagePage } from '@/server/http/outage-page';
import { upstreamIsAvailable } from '@/server/upstream-status';

type Props = { params: Promise<{ lang: string }> };

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The proxy rewrites every page here, with status 503, while the content service is down; the
 * production server answers it for a page whose render broke on the service (a malformed answer).
 * Asked for directly while all is well, it does not exist.
 */
export default async function ServiceUnavailablePage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  if (!(await isAskedForAsOutagePage()) && (await upstreamIsAvailable()))
    return <NotFoundPage locale={lang} />;
  const t = await getTranslations('Unavailable');
  return <OutageMessage title={t('title')} text={t('text')} retry={t('retry')} />;
}
