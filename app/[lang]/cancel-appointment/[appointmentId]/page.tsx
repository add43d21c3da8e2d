import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CancelAppointmentPanel } from '@/components/agenda/CancelAppointmentPanel';
import styles from '@/components/agenda/CancelAppointment.module.css';
import { IslandMessages } from '@/i18n/IslandMessages';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { loadAppointmentView } from '@/server/appointments/appointment-view';

type Props = { params: Promise<{ lang: string; appointmentId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'CancelAppointment' });
  // A personal link from a mail: nothing for a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The link of the confirmation mail: shows the appointment and cancels it once the visitor confirms.
 * An unknown or already cancelled appointment is explained, never an error page.
 */
export default async function CancelAppointmentPage({ params }: Props) {
  const { lang, appointmentId } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, view] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CancelAppointment' }),
    loadAppointmentView(appointmentId, lang),
  ]);

  return (
    <div className={`container page-section ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      {view.state === 'unknown' ? (
        <p role="status" className={styles.done}>
          {t('unknown')}
        </p>
      ) : (
        <div className={styles.card}>
          <p className={styles.question}>{t('intro')}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('when')}</dt>
              <dd>{view.when}</dd>
            </div>
            {view.estate && (
              <div>
                <dt>{t('property')}</dt>
                <dd>
                  <a href={view.estate.url}>{view.estate.title}</a>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('name')}</dt>
              <dd>{view.name}</dd>
            </div>
          </dl>
          {view.state === 'cancelled' ? (
            <p role="status" className={styles.done}>
              {t('alreadyCancelled')}
            </p>
          ) : (
            <IslandMessages namespaces={['CancelAppointment']}>
              <CancelAppointmentPanel locale={lang} appointmentId={appointmentId} />
            </IslandMessages>
          )}
        </div>
      )}
      <div className={styles.links}>
        {view.state !== 'unknown' && view.estate && (
          <a href={`${view.estate.url}#visit`} className="button button--ghost">
            {t('bookAgain')}
          </a>
        )}
        <Link href="/" className="button button--ghost">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
