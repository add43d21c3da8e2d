'use client';

import { useEffect, useState } from 'react';
import styles from './ContactShortcut.module.css';

type Props = {
  /** The id of the contact card the shortcut leads to. */
  targetId: string;
  label: string;
};

/**
 * The bar at the foot of a narrow screen with the button to the contact card, there only while the
 * card still lies ahead: it steps aside as soon as any part of the card comes on screen, so it never
 * covers the card's form, and stays away below it, so it never covers the end of the page either.
 * Wide screens show the card beside the content and no bar.
 */
export function ContactShortcut({ targetId, label }: Props) {
  const [cardAhead, setCardAhead] = useState(true);

  useEffect(() => {
    const card = document.getElementById(targetId);
    if (!card || typeof IntersectionObserver === 'undefined') return;
    // The viewport stretched far upwards: the card "intersects" from the moment its top comes on
    // screen until the end of the page, so a jump from below the card to above it is seen too.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setCardAhead(!entry.isIntersecting);
      },
      { rootMargin: '1000000px 0px 0px 0px' },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, [targetId]);

  return (
    <div className={styles.bar} data-away={cardAhead ? undefined : ''}>
      <a href={`#${targetId}`} className={`button ${styles.button}`}>
        {label}
      </a>
    </div>
  );
}
