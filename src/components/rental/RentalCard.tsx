import { Link } from '@/i18n/navigation';
import type { RentalCardLabels, RentalCardModel } from './rental-card-model';
import { RentalFactIcon } from './RentalFactIcon';
import styles from './RentalCard.module.css';

type Props = {
  rental: RentalCardModel;
  labels: RentalCardLabels;
  /** The first row: load the photo at once instead of lazily. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** One holiday rental in a grid: photo, price from, type and place, then guests and rooms. */
export function RentalCard({ rental, labels, priority = false, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  return (
    <article className={styles.card} data-rental-id={rental.id}>
      <div className={styles.media}>
        {rental.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- photos are streamed from the content service, sized by CSS
          <img
            className={styles.photo}
            src={rental.imageUrl}
            alt={rental.imageAlt}
            width={480}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={styles.noPhoto}>{labels.noPhoto}</div>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={rental.href} className={styles.link}>
            {rental.title}
          </Link>
        </Heading>
        <p className={styles.price}>
          {rental.priceFrom ?? <span className={styles.onRequest}>{labels.priceOnRequest}</span>}
        </p>
        {rental.place && <p className={styles.place}>{rental.place}</p>}
        {rental.facts.length > 0 && (
          <ul className={styles.facts} aria-label={labels.factsLabel}>
            {rental.facts.map((fact) => (
              <li key={fact.kind} className={styles.fact}>
                <RentalFactIcon kind={fact.kind} />
                {fact.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
