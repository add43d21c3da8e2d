import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ListingCard, type PhotoLoading } from '@/components/cards/ListingCard';
import { FactIcon } from '@/components/cards/FactIcon';
import cardStyles from '@/components/cards/ListingCard.module.css';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { badgeMessageKeys } from '@/components/estate/badge-labels';
import { LoweredPrice } from '@/components/price-drop/LoweredPrice';
import { PriceDropBadge } from '@/components/price-drop/PriceDropBadge';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import { EnergyLabelChip } from './EnergyLabelChip';
import { stickerStyle } from './sticker-style';
import styles from './EstateCard.module.css';

type Props = {
  estate: EstateCardModel;
  /** Slot for the favorite toggle, drawn over the photo's top-right corner. */
  favorite?: ReactNode;
  photoLoading?: PhotoLoading;
  headingLevel?: 'h2' | 'h3';
};

/** One estate in a grid: photo with status and sticker, price, name, place and key facts. */
export function EstateCard({ estate, favorite, photoLoading = 'lazy', headingLevel = 'h3' }: Props) {
  const t = useTranslations('EstateCard');
  const facts = [
    { key: 'bedrooms', label: t('bedrooms'), value: estate.bedrooms?.toString() ?? null },
    { key: 'livingArea', label: t('livingArea'), value: estate.livingArea },
    { key: 'plotArea', label: t('plotArea'), value: estate.plotArea },
  ] as const;
  const shownFacts = facts.filter((fact) => fact.value !== null);
  const overlay = (
    <>
      <div className={styles.tags}>
        <span className={`${styles.badge} ${styles[`badge-${estate.badge}`]}`} data-badge={estate.badge}>
          {t(badgeMessageKeys[estate.badge])}
        </span>
        {estate.previousPrice && <PriceDropBadge />}
        {estate.sticker?.text && (
          <span className={styles.sticker} style={stickerStyle(estate.sticker)}>
            {estate.sticker.text}
          </span>
        )}
      </div>
      {favorite && <div className={styles.favorite}>{favorite}</div>}
      <CompareToggle estateId={estate.id} />
    </>
  );
  const price = estate.price ? (
    <>
      {estate.previousPrice ? (
        <LoweredPrice previous={estate.previousPrice} current={estate.price} />
      ) : (
        estate.price
      )}
      {estate.pricePerSquareMeter && (
        <span className={styles.perSquareMeter}>
          <span className="visually-hidden">{t('pricePerSquareMeter')}: </span>
          {estate.pricePerSquareMeter}
        </span>
      )}
    </>
  ) : (
    <span className={cardStyles.onRequest}>{t('priceOnRequest')}</span>
  );
  const place = [estate.subtype, estate.city].filter(Boolean).join(' · ');

  return (
    <ListingCard
      dataAttributes={{ 'data-estate-id': estate.id }}
      href={estate.href}
      title={estate.title}
      titleLang={estate.titleLang}
      headingLevel={headingLevel}
      photo={estate.imageUrl ? { url: estate.imageUrl, alt: estate.imageAlt } : null}
      noPhotoLabel={t('noPhoto')}
      photoLoading={photoLoading}
      overlay={overlay}
      price={price}
      place={place || null}
      facts={
        (shownFacts.length > 0 || estate.energyLabel) && (
          <dl className={cardStyles.facts}>
            {shownFacts.map((fact) => (
              <div key={fact.key} className={cardStyles.fact}>
                <dt className={styles.factTerm}>
                  <FactIcon kind={fact.key} />
                  <span className="visually-hidden">{fact.label}</span>
                </dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
            {estate.energyLabel && (
              <div className={cardStyles.fact}>
                <dt className="visually-hidden">{t('energyLabel')}</dt>
                <dd className={styles.factValue}>
                  <EnergyLabelChip label={estate.energyLabel} />
                </dd>
              </div>
            )}
          </dl>
        )
      }
    />
  );
}
