'use client';

import { useRef } from 'react';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import type { SimilarEstatesProps } from './similar-estates-types';
import styles from './SimilarEstates.module.css';

// Cards, their model and the request code load only when the section comes near the viewport.
const loadList = () => import('./SimilarEstatesList').then((module) => module.default);

/** Start loading a little before the section scrolls into view, so the cards are there on arrival. */
const NEAR_VIEWPORT = '600px 0px';

/** Estates like this one, from `/{lang}/ajax/similar-estate/{id}`, at the end of the detail page. */
export function SimilarEstates(props: SimilarEstatesProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useOnDemand(anchor, { rootMargin: NEAR_VIEWPORT });

  return (
    <div ref={anchor} className={styles.anchor}>
      {near && <LazyIsland load={loadList} props={props} />}
    </div>
  );
}
