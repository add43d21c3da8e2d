'use client';

import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { responsivePhoto } from '@/domain/media/responsive-photo';
import { Link } from '@/i18n/navigation';
import styles from './RecentlyViewed.module.css';

export type RecentItemProps = {
  title: string;
  titleLang?: string;
  href: ComponentProps<typeof Link>['href'];
  imageUrl: string | null;
  price: string | null;
  place: string;
  onForget: () => void;
};

/** One page of the list: a small photo, its name linking to it, price and place, and a way to forget it. */
export function RecentItem({ title, titleLang, href, imageUrl, price, place, onForget }: RecentItemProps) {
  const t = useTranslations('RecentlyViewed');
  return (
    <article className={styles.item}>
      {imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's own servers, in the sizes they offer
        <img
          className={styles.thumb}
          {...responsivePhoto(imageUrl, '96px')}
          alt=""
          width={120}
          height={90}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.thumb} />
      )}
      <div className={styles.text}>
        <h3 className={styles.title}>
          <Link href={href} className={styles.link} lang={titleLang}>
            {title}
          </Link>
        </h3>
        <p className={styles.price}>{price ?? t('priceOnRequest')}</p>
        {place && <p className={styles.place}>{place}</p>}
      </div>
      <button type="button" className={styles.forget} aria-label={t('forget', { title })} onClick={onForget}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </article>
  );
}
