import { useTranslations } from 'next-intl';
import styles from './PriceDrop.module.css';

type Props = {
  /** The earlier price and the one asked now, formatted alike ('€ 395.000', '€ 950 per maand'). */
  previous: string;
  current: string;
};

/**
 * The price asked now, then the earlier one struck through (the first amount in the text stays the
 * price asked, for whatever reads it). A screen reader hears one sentence
 * ("price lowered from … to …") instead of two amounts whose strike-through it would not announce.
 */
export function LoweredPrice({ previous, current }: Props) {
  const t = useTranslations('PriceDrop');
  return (
    <>
      <span aria-hidden="true">
        {current}
        <del className={styles.previous}>{previous}</del>
      </span>
      <span className="visually-hidden">{t('spoken', { previous, current })}</span>
    </>
  );
}
