import type { ComponentProps, ReactNode } from 'react';
import { responsivePhoto } from '@/domain/media/responsive-photo';
import { Link } from '@/i18n/navigation';
import styles from './ListingCard.module.css';

/**
 * `high`: the page's likely largest paint, fetched first; `lazy`: fetched as it nears the viewport,
 * and not before the page's main photo is drawn (ListingCard.module.css), so on a phone the cards
 * below the first never share the network with its photo.
 */
export type PhotoLoading = 'high' | 'lazy';

/**
 * How wide a card's photo is drawn: the whole column on a phone, else a column of the grid of two or
 * three (at most about 500 px, EstateGrid.module.css), so a phone never fetches a desktop's photo.
 */
export const CARD_PHOTO_SIZES = '(max-width: 600px) 100vw, 500px';

/**
 * Of a grid that `leadsPage` (its cards are the first thing in view, not a section further down): the
 * first card's photo leads, every other one loads lazily.
 */
export function photoLoadingAt(index: number, leadsPage: boolean): PhotoLoading {
  return leadsPage && index === 0 ? 'high' : 'lazy';
}

type Props = {
  /** Identifies the card for the page's scripts and tests, e.g. `{ 'data-estate-id': 12 }`. */
  dataAttributes: Record<`data-${string}`, string | number>;
  href: ComponentProps<typeof Link>['href'];
  title: string;
  /** The title's language, when it is an agency's text in another language than the page's. */
  titleLang?: string;
  headingLevel: 'h2' | 'h3';
  photo: { url: string; alt: string } | null;
  noPhotoLabel: string;
  /** How the photo loads: see `PhotoLoading`. */
  photoLoading: PhotoLoading;
  /** Drawn over the photo (badges, the favorite toggle). */
  overlay?: ReactNode;
  price: ReactNode;
  place: string | null;
  facts?: ReactNode;
};

/**
 * The frame every result card shares: photo, then a body whose heading link makes the whole card one
 * target. Estate and rental cards fill in their own overlay, price and facts.
 */
export function ListingCard(props: Props) {
  const Heading = props.headingLevel;
  return (
    <article className={styles.card} {...props.dataAttributes}>
      <div className={styles.media}>
        {props.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's own servers, in the sizes they offer
          <img
            className={styles.photo}
            {...responsivePhoto(props.photo.url, CARD_PHOTO_SIZES)}
            alt={props.photo.alt}
            width={480}
            height={360}
            loading={props.photoLoading === 'high' ? 'eager' : 'lazy'}
            fetchPriority={props.photoLoading === 'high' ? 'high' : 'auto'}
            // The page's main photo is decoded for the frame that first can show it, not a frame later.
            decoding={props.photoLoading === 'high' ? 'sync' : 'async'}
          />
        ) : (
          <div className={styles.noPhoto}>{props.noPhotoLabel}</div>
        )}
        {props.overlay}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={props.href} className={styles.link} lang={props.titleLang}>
            {props.title}
          </Link>
        </Heading>
        <p className={styles.price}>{props.price}</p>
        {props.place && <p className={styles.place}>{props.place}</p>}
        {props.facts}
      </div>
    </article>
  );
}
