import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import type { Locale } from '@/i18n/locales';
import { IslandMessages } from '@/i18n/IslandMessages';
import { Link } from '@/i18n/navigation';
import type { AppointmentView } from '@/server/appointments/appointment-view';
import { CancelAppointmentPanel } from './CancelAppointmentPanel';
import styles from './CancelAppointment.module.css';

type Props = { locale: Locale; appointmentId: string; view: AppointmentView };

/**
 * The appointment a confirmation mail links to, with the way to cancel it. An unknown or already
 * cancelled appointment is explained, never an error page.
 */
export async function CancelAppointmentView({ locale, appointmentId, view }: Props) {
  const t = await getTranslations({ locale, namespace: 'CancelAppointment' });
  return (
    <PageShell title={t('title')}>
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
              <CancelAppointmentPanel locale={locale} appointmentId={appointmentId} />
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
    </PageShell>
  );
}
