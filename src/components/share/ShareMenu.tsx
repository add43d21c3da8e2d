'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { mailShareHref, whatsAppShareHref } from '@/domain/share/share-links';
import styles from './ShareMenu.module.css';

type Props = {
  /** The page's canonical address: what is shared, never the address bar with its query. */
  url: string;
  title: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "Share": the device's own share sheet where the browser has one, else a small menu to copy the link
 * or send it by WhatsApp or e-mail. Plain links only, so no other host is asked anything unless the
 * visitor follows one.
 */
export function ShareMenu({ url, title }: Props) {
  const t = useTranslations('ShareMenu');
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isCancel(error)) return;
        // Refused by the browser (no user gesture left, a policy): the menu still does the job.
      }
    }
    setCopy('idle');
    setOpen((wasOpen) => !wasOpen);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div ref={root} className={styles.share} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={share}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M18 8a3 3 0 1 0-2.8-4L8.7 7.4a3 3 0 1 0 0 9.2l6.5 3.4A3 3 0 1 0 16 18l-6.5-3.4a3 3 0 0 0 0-5.2L16 6A3 3 0 0 0 18 8Z" />
        </svg>
        {t('share')}
      </button>
      <div id={menuId} className={styles.panel} hidden={!open} role="group" aria-label={t('menuLabel')}>
        <ul className={styles.options}>
          <li>
            <button type="button" className={styles.option} onClick={copyLink}>
              {t('copyLink')}
            </button>
          </li>
          <li>
            <a
              className={styles.option}
              href={whatsAppShareHref(url, title)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('whatsApp')} <span className="visually-hidden">{t('newWindow')}</span>
            </a>
          </li>
          <li>
            <a className={styles.option} href={mailShareHref(url, title)}>
              {t('email')}
            </a>
          </li>
        </ul>
        <p role="status" className={styles.status} data-state={copy}>
          {copy === 'copied' && t('copied')}
          {copy === 'failed' && t('copyFailed', { url })}
        </p>
      </div>
    </div>
  );
}
