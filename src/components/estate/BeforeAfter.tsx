'use client';

import { useId, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import styles from './BeforeAfter.module.css';

export interface BeforeAfterPair {
  /** Names the pair on its button ("Kitchen"); without it the button says "Comparison n". */
  caption?: string;
  before: { src: string; alt: string };
  after: { src: string; alt: string };
}

type Props = {
  pairs: BeforeAfterPair[];
  /** The block's own title; without one the section gets the usual heading. */
  heading?: string;
  initialPercent?: number;
};

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * Two photos of the same place stacked, the "after" one revealed from the left up to the slider's
 * position (0–100 %, spec §2); buttons switch between pairs. The slider is a native range input, so
 * arrows, Page Up/Down, Home and End work as everywhere.
 */
export function BeforeAfter({ pairs, heading, initialPercent = 50 }: Props) {
  const t = useTranslations('BeforeAfter');
  const [pairIndex, setPairIndex] = useState(0);
  const [percent, setPercent] = useState(clampPercent(initialPercent));
  const headingId = useId();
  // The native slider works before the page's code has run: the photos follow where a key or a drag
  // moved it then.
  const sliderRef = useChangeBeforeCode<HTMLInputElement>((moved) => setPercent(clampPercent(Number(moved))));
  const pair = pairs[pairIndex];
  if (!pair) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading ?? t('heading')}</h2>
      <div className={styles.frame} style={{ '--reveal': `${percent}%` } as CSSProperties}>
        {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's servers */}
        <img className={styles.image} src={pair.before.src} alt={pair.before.alt} loading="lazy" />
        {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's servers */}
        <img
          className={`${styles.image} ${styles.after}`}
          src={pair.after.src}
          alt={pair.after.alt}
          loading="lazy"
          data-testid="after-image"
        />
        <span className={styles.divider} aria-hidden="true" />
        <span className={`${styles.tag} ${styles.tagBefore}`} aria-hidden="true">
          {t('before')}
        </span>
        <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
          {t('after')}
        </span>
      </div>
      <input
        ref={sliderRef}
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        aria-label={t('slider')}
        aria-valuetext={t('sliderValue', { percent })}
        className={styles.slider}
        onChange={(event) => setPercent(clampPercent(Number(event.target.value)))}
      />
      {pairs.length > 1 && (
        <div className={styles.pairs} role="group" aria-label={t('pairs')}>
          {pairs.map((candidate, index) => (
            <button
              key={`${candidate.before.src}|${candidate.after.src}`}
              type="button"
              className={styles.pairButton}
              aria-pressed={index === pairIndex}
              onClick={() => setPairIndex(index)}
            >
              {candidate.caption || t('pair', { index: index + 1 })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
