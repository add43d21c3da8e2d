import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { EstateCardLabels } from './card-labels';
import type { EstateCardModel } from './estate-card-model';
import { EnergyLabelChip } from './EnergyLabelChip';
import { CardFactIcon } from './CardFactIcon';
import { stickerStyle } from './sticker-style';
import styles from './EstateCard.module.css';

type Props = {
  estate: EstateCardModel;
  labels: EstateCardLabels;
  /** Slot for the favorite toggle, drawn over the photo's top-right corner. */
  favorite?: ReactNode;
  /** The first row of a page: load the photo at once instead of lazily. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

const badgeLabelKeys = {
  'for-sale': 'badgeForSale',
  'for-rent': 'badgeForRent',
  sold: 'badgeSold',
  rented: 'badgeRented',
  option: 'badgeOption',
} as const;

/** One estate in a grid: photo with status and sticker, price, name, place and key facts. */
export function EstateCard({ estate, labels, favorite, priority = false, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  const facts = [
    { key: 'bedrooms', label: labels.bedrooms, value: estate.bedrooms?.toString() ?? null },
    { key: 'livingArea', label: labels.livingArea, value: estate.livingArea },
    { key: 'plotArea', label: labels.plotArea, value: estate.plotArea },
  ] as const;
  const shownFacts = facts.filter((fact) => fact.value !== null);
  return (
    <article className={styles.card} data-estate-id={estate.id}>
      <div className={styles.media}>
        {estate.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's own servers, sized by CSS
          <img
            className={styles.photo}
            src={estate.imageUrl}
            alt={estate.imageAlt}
            width={480}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={styles.noPhoto}>{labels.noPhoto}</div>
        )}
        <div className={styles.tags}>
          {estate.badge && (
            <span className={`${styles.badge} ${styles[`badge-${estate.badge}`]}`}>
              {labels[badgeLabelKeys[estate.badge]]}
            </span>
          )}
          {estate.sticker?.text && (
            <span className={styles.sticker} style={stickerStyle(estate.sticker)}>
              {estate.sticker.text}
            </span>
          )}
        </div>
        {favorite && <div className={styles.favorite}>{favorite}</div>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={estate.href} className={styles.link}>
            {estate.title}
          </Link>
        </Heading>
        <p className={styles.price}>
          {estate.price ?? <span className={styles.onRequest}>{labels.priceOnRequest}</span>}
          {estate.price && estate.pricePerSquareMeter && (
            <span className={styles.perSquareMeter}>
              <span className="visually-hidden">{labels.pricePerSquareMeter}: </span>
              {estate.pricePerSquareMeter}
            </span>
          )}
        </p>
        <p className={styles.place}>{[estate.subtype, estate.city].filter(Boolean).join(' · ')}</p>
        {(shownFacts.length > 0 || estate.energyLabel) && (
          <dl className={styles.facts}>
            {shownFacts.map((fact) => (
              <div key={fact.key} className={styles.fact}>
                <dt>
                  <CardFactIcon kind={fact.key} />
                  <span className="visually-hidden">{fact.label}</span>
                </dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {estate.energyLabel && (
              <div className={styles.fact}>
                <dt className="visually-hidden">{labels.energyLabel}</dt>
                <dd>
                  <EnergyLabelChip label={estate.energyLabel} />
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </article>
  );
}
