import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import styles from './ValuationCallToAction.module.css';

/** A small card for owners under a listing's results: "What is your home worth?", to the valuation page. */
export async function ValuationCallToAction({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ValuationCallToAction' });
  return (
    <aside className={styles.card} aria-labelledby="valuation-call-to-action">
      <div>
        <h2 id="valuation-call-to-action" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
      </div>
      <Link href="/valuation" className="button">
        {t('link')}
      </Link>
    </aside>
  );
}
