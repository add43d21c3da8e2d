'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './DetailTabs.module.css';

export interface DetailTabItem {
  id: string;
  label: string;
  /** Rendered on the server; inactive panels stay in the document (hidden) for crawlers and find-in-page. */
  panel: ReactNode;
}

type Props = { label: string; tabs: DetailTabItem[] };

/** Keys that move between tabs, as the WAI-ARIA tabs pattern describes. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The feature tabs of a detail page: the first is open on load; arrows, Home and End switch tabs, and
 * the chosen tab is brought wholly into view when the row scrolls.
 */
export function DetailTabs({ label, tabs }: Props) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function select(index: number) {
    setActive(index);
    const button = buttons.current[index];
    button?.focus();
    // On a narrow screen the row scrolls: focus alone may leave the tab half outside it.
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = nextIndex(event.key, active, tabs.length);
    if (target === null) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== active}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
