import type { CSSProperties, ReactNode } from 'react';
import { localize, type Locale, type Sticker } from '@/content-api/schemas';
import { stickerStyle as readableStickerStyle } from '@/components/listing/sticker-style';
import { stickerColors } from '@/domain/estate';
import type { StatusBadge as Badge } from '@/domain/search';
import type { FieldRow } from '@/display/estate/field-rows';
import { LoweredPrice } from '@/components/price-drop/LoweredPrice';
import { PriceDropBadge } from '@/components/price-drop/PriceDropBadge';
import { StatusBadge } from './StatusBadge';
import styles from './EstateHeader.module.css';

type Props = {
  title: string;
  /** The title's language, when the agency wrote none in the page's. */
  titleLang?: Locale;
  subtitle: string;
  address: string;
  price: string;
  /** The higher price asked before, worded like `price`, when the agency lowered it. */
  previousPrice?: string | null;
  badge: Badge;
  badgeLabel: string;
  sticker: Sticker | null | undefined;
  reference: string | null;
  facts: FieldRow[];
  factsLabel: string;
  locale: Locale;
  /** The favorite heart. */
  favorite: ReactNode;
  /** A link back to the project, on a unit page. */
  projectLink?: ReactNode;
};

/**
 * A sticker keeps the site's style where its colours are white (background) or black (text), spec §5,
 * and its text turns ink or white where the agency's pair would not be readable (as on the cards).
 */
function stickerStyle(sticker: Sticker): CSSProperties | undefined {
  const colors = stickerColors(sticker);
  return readableStickerStyle({ text: '', color: colors.background ?? null, textColor: colors.text ?? null });
}

/** Title, place, status, price and key facts at the top of a detail page. */
export function EstateHeader(props: Props) {
  const { title, subtitle, address, price, badge, badgeLabel, sticker, reference, facts, locale } = props;
  const stickerText = sticker ? localize(sticker.name, locale) : '';
  return (
    <header className={styles.header}>
      <div className={styles.tags}>
        <StatusBadge badge={badge} label={badgeLabel} />
        {props.previousPrice && <PriceDropBadge />}
        {sticker && stickerText && (
          <span className={styles.sticker} style={stickerStyle(sticker)}>
            {stickerText}
          </span>
        )}
      </div>
      <div className={styles.titleRow}>
        <h1 className={styles.title} lang={props.titleLang}>
          {title}
        </h1>
        <div className={styles.favorite}>{props.favorite}</div>
      </div>
      {props.projectLink}
      <p className={styles.subtitle}>{[subtitle, address].filter(Boolean).join(' · ')}</p>
      <p className={styles.price} data-testid="estate-price">
        {props.previousPrice ? <LoweredPrice previous={props.previousPrice} current={price} /> : price}
      </p>
      {facts.length > 0 && (
        <dl className={styles.facts} aria-label={props.factsLabel}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {reference && <p className={styles.reference}>{reference}</p>}
    </header>
  );
}
