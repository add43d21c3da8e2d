'use client';

import { useEffect, useState, type RefObject } from 'react';

type Options = {
  /** Margin around the viewport that counts as near, e.g. '200px'. */
  rootMargin?: string;
};

/** Runs `callback` once the page's load event has passed and the browser has a quiet moment. */
export function whenPageLoadedAndIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}

/**
 * True once the code behind an element is wanted: the element enters the viewport (or the margin
 * around it), or the pointer, a touch or keyboard focus reaches it. Until then that code stays out of
 * the page's load: a visitor who never scrolls to it never pays for it.
 */
export function useOnDemand(ref: RefObject<HTMLElement | null>, options: Options = {}): boolean {
  const { rootMargin = '0px' } = options;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    for (const event of events) element.addEventListener(event, want, { once: true, passive: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin,
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      for (const event of events) element.removeEventListener(event, want);
    };
  }, [ref, rootMargin, wanted]);
  return wanted;
}
