const CLIPPING = new Set(['auto', 'scroll', 'hidden', 'clip']);

/** Whether an element's box can be seen whole: inside the window, below the sticky bar, unclipped. */
function isFullyVisible(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  // The page's scroll-padding-top is the height of the sticky navigation bar that covers the top.
  let top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  let bottom = window.innerHeight;
  for (
    let parent = element.parentElement;
    parent && parent !== document.body;
    parent = parent.parentElement
  ) {
    // A box that scrolls or clips, such as a modal dialog, shows only what lies inside its frame.
    if (!CLIPPING.has(getComputedStyle(parent).overflowY)) continue;
    const frame = parent.getBoundingClientRect();
    top = Math.max(top, frame.top);
    bottom = Math.min(bottom, frame.bottom);
  }
  return box.top >= top && box.bottom <= bottom;
}

/**
 * Scrolls a message the visitor must notice into the middle of the screen unless it is already in
 * sight (gently, unless the visitor asked for less motion), then gives it the keyboard focus, so a
 * screen reader reads it and the next Tab continues from there.
 */
export function bringIntoView(element: HTMLElement): void {
  if (!isFullyVisible(element)) {
    const lessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView?.({ block: 'center', behavior: lessMotion ? 'auto' : 'smooth' });
  }
  element.focus({ preventScroll: true });
}
