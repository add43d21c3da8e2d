'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './Navbar.module.css';

/** Spec §2: the navbar turns opaque white once the page is scrolled more than 20 px. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 20;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolledPastThreshold = () => window.scrollY > NAVBAR_SCROLL_THRESHOLD_PX;
const isScrolledOnServer = () => false;

type Props = {
  brand: ReactNode;
  navigation: ReactNode;
  tools: ReactNode;
  openLabel: string;
  closeLabel: string;
};

export function NavbarShell({ brand, navigation, tools, openLabel, closeLabel }: Props) {
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolledPastThreshold, isScrolledOnServer);
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on: following a link closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;

  return (
    <header className={styles.navbar} data-scrolled={scrolled ? 'true' : 'false'} data-testid="navbar">
      <div className={`container ${styles.inner}`}>
        {brand}
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="site-navigation"
          onClick={() => setOpenOnPath(open ? null : pathname)}
        >
          <span className={styles.menuIcon} aria-hidden="true" data-open={open ? 'true' : 'false'} />
          <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
        </button>
        <div id="site-navigation" className={styles.drawer} data-open={open ? 'true' : 'false'}>
          {navigation}
          {tools}
        </div>
      </div>
    </header>
  );
}
