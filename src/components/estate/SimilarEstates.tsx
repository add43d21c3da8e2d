'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SimilarEstatesProps } from './similar-estates-types';
import styles from './SimilarEstates.module.css';

// Cards, their model and the request code load only when the section comes near the viewport.
const SimilarEstatesList = lazy(() => import('./SimilarEstatesList'));

/** Start loading a little before the section scrolls into view, so the cards are there on arrival. */
const NEAR_VIEWPORT = '600px 0px';

/** Estates like this one, from `/{lang}/ajax/similar-estate/{id}`, at the end of the detail page. */
export function SimilarEstates(props: SimilarEstatesProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={anchor} className={styles.anchor}>
      {near && (
        <Suspense fallback={null}>
          <SimilarEstatesList {...props} />
        </Suspense>
      )}
    </div>
  );
}
