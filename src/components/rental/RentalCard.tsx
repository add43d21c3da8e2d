import { useTranslations } from 'next-intl';
import { ListingCard, type PhotoLoading } from '@/components/cards/ListingCard';
import { FactIcon } from '@/components/cards/FactIcon';
import cardStyles from '@/components/cards/ListingCard.module.css';
import type { RentalCardModel } from '@/display/rental/rental-card-model';
import styles from './RentalCard.module.css';

type Props = {
  rental: RentalCardModel;
  photoLoading?: PhotoLoading;
  headingLevel?: 'h2' | 'h3';
};

/** One holiday rental in a grid: photo, price from, type and place, then guests and rooms. */
export function RentalCard({ rental, photoLoading = 'lazy', headingLevel = 'h3' }: Props) {
  const t = useTranslations('RentalCard');
  return (
    <ListingCard
      dataAttributes={{ 'data-rental-id': rental.id }}
      href={rental.href}
      title={rental.title}
      headingLevel={headingLevel}
      photo={rental.imageUrl ? { url: rental.imageUrl, alt: rental.imageAlt } : null}
      noPhotoLabel={t('noPhoto')}
      photoLoading={photoLoading}
      price={rental.priceFrom ?? <span className={cardStyles.onRequest}>{t('priceOnRequest')}</span>}
      place={rental.place}
      facts={
        rental.facts.length > 0 && (
          <ul className={`${cardStyles.facts} ${styles.facts}`} aria-label={t('factsLabel')}>
            {rental.facts.map((fact) => (
              <li key={fact.kind} className={cardStyles.fact}>
                <FactIcon kind={fact.kind} />
                {fact.text}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
