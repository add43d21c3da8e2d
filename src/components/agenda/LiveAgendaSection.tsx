import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import { LiveAgendaOnDemand } from './LiveAgendaOnDemand';
import styles from './LiveAgenda.module.css';

type Props = { agendaId: string | number; locale: Locale; headingId: string };

/** "Book a visit" on a detail page: the estate's live agenda, loaded when the visitor gets there. */
export async function LiveAgendaSection({ agendaId, locale, headingId }: Props) {
  const t = await getTranslations({ locale, namespace: 'LiveAgenda' });
  return (
    <section id="visit" className={styles.section} aria-labelledby={headingId} data-section="live-agenda">
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <IslandMessages namespaces={['LiveAgenda', 'VisitorFormErrors']}>
        <LiveAgendaOnDemand agendaId={agendaId} locale={locale} />
      </IslandMessages>
    </section>
  );
}
