import { useTranslations } from 'next-intl';
import styles from './PriceDrop.module.css';

/** "Price lowered", among an estate's badges, when the agency asks less than before. */
export function PriceDropBadge() {
  const t = useTranslations('PriceDrop');
  return <span className={styles.badge}>{t('badge')}</span>;
}
