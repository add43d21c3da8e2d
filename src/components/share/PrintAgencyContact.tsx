import { getTranslations } from 'next-intl/server';
import type { Site } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import styles from './print.module.css';

type Props = { site: Site | null; locale: Locale };

/**
 * Who to call or mail, for a printed page that has no agent of its own (a holiday rental): the
 * agency's name, address, phone and e-mail. Only on paper; on screen the reservation panel does this.
 */
export async function PrintAgencyContact({ site, locale }: Props) {
  if (!site) return null;
  const t = await getTranslations({ locale, namespace: 'SharePrint' });
  const { name, contact } = site;
  return (
    <section className={styles.agency} aria-label={t('contactHeading')}>
      <h2>{t('contactHeading')}</h2>
      <address className={styles.agencyLines}>
        <strong>{name}</strong>
        <span>
          {contact.street}, {contact.zip} {contact.city}
        </span>
        <span>
          {t('phone')} {contact.phone}
        </span>
        <span>
          {t('email')} {contact.email}
        </span>
      </address>
    </section>
  );
}
