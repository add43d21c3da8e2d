/** Spec §2 and §9: the arrow moves one viewport height minus 114 px, over 250 ms. */
export const SCROLL_OFFSET_PX = 114;
export const SCROLL_DURATION_MS = 250;

/** How far the arrow scrolls for a viewport of this height; never upwards. */
export function scrollDistance(viewportHeight: number): number {
  return Math.max(0, viewportHeight - SCROLL_OFFSET_PX);
}

/** Ease in and out, so the page neither jerks into motion nor stops dead. */
export function easeInOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window down by `distance` over `duration` ms. With reduced motion asked for (or no
 * duration) it jumps at once.
 */
export function scrollWindowBy(distance: number, duration: number, reducedMotion: boolean): void {
  const start = window.scrollY;
  const target = start + distance;
  if (reducedMotion || duration <= 0) {
    window.scrollTo({ top: target, behavior: 'instant' });
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = (now - startedAt) / duration;
    window.scrollTo({ top: start + distance * easeInOut(progress), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
