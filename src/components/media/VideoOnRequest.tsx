'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { playingUrl, videoPlayer } from '@/domain/media/video-player';
import styles from './VideoOnRequest.module.css';

type Props = {
  /** The video's address (any form `videoPlayer` reads). */
  src: string;
  title: string;
  /** The title's language when it is not the page's. */
  lang?: string;
  /** A photo of the estate shown behind the play button; the player's own poster would already call its company. */
  poster?: string;
};

/**
 * A video that stays a poster until the visitor presses play: only then is the player's page loaded,
 * so the company behind it learns nothing of visitors who never asked for the video. The notice names
 * that company and links to its privacy policy.
 */
export function VideoOnRequest({ src, title, lang, poster }: Props) {
  const t = useTranslations('VideoOnRequest');
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noticeId = useId();
  const player = videoPlayer(src);
  // The play button is gone once pressed: focus goes to the player rather than to the page's start.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);
  if (!player) return null;
  if (playing) {
    return (
      <iframe
        ref={frameRef}
        className={styles.player}
        src={playingUrl(player)}
        title={title}
        lang={lang}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className={styles.poster}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the agency's photo, as elsewhere on the page */}
      {poster && <img className={styles.image} src={poster} alt="" loading="lazy" decoding="async" />}
      <div className={styles.overlay}>
        <button
          type="button"
          className={styles.play}
          aria-describedby={noticeId}
          onClick={() => setPlaying(true)}
        >
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
          <span>{t.rich('play', { title, name: (chunks) => <span lang={lang}>{chunks}</span> })}</span>
        </button>
        <p id={noticeId} className={styles.notice}>
          {t('notice', { company: player.company })}{' '}
          {player.privacyUrl && (
            <a href={player.privacyUrl} target="_blank" rel="noopener noreferrer">
              {t('privacyPolicy', { company: player.company })}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
