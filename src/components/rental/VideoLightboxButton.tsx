'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyIsland } from '@/components/errors/LazyIsland';
import type { EmbeddableVideo } from '@/domain/rental';
import styles from './VideoLightbox.module.css';

// The lightbox code is fetched only when a visitor opens it.
const loadLightbox = () => import('./VideoLightbox').then((module) => module.default);

type Props = { videos: EmbeddableVideo[]; poster?: string };

/** The "watch the video" button and, once pressed, the video lightbox (spec §2). */
export function VideoLightboxButton({ videos, poster }: Props) {
  const t = useTranslations('RentalVideo');
  const [open, setOpen] = useState(false);
  // Once loaded the lightbox stays mounted, so it can play its closing animation.
  const [loaded, setLoaded] = useState(false);
  if (videos.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={`button button--ghost ${styles.open}`}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
        </svg>
        {t('watchVideo', { count: videos.length })}
      </button>
      {loaded && (
        <LazyIsland load={loadLightbox} props={{ open, videos, poster, onClose: () => setOpen(false) }} />
      )}
    </>
  );
}
