import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { MAX_COMPARED, MIN_COMPARED } from '@/domain/compare/compare-selection';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import styles from './CompareEmpty.module.css';

type Props = {
  locale: Locale;
  /** Where "browse our properties" leads: the first listing of the site, or home. */
  browseHref: ComponentProps<typeof Link>['href'];
};

/** Fewer than two estates to compare: how to choose them, and where to start. */
export async function CompareEmpty({ locale, browseHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path d="M3 5h7v14H3zM14 5h7v14h-7z" />
      </svg>
      <h2 className={styles.title}>{t('emptyTitle')}</h2>
      <p className={styles.text}>{t('emptyText', { min: MIN_COMPARED, max: MAX_COMPARED })}</p>
      <Link href={browseHref} className="button">
        {t('browse')}
      </Link>
    </div>
  );
}
