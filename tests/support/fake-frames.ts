import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom draws no frames and reports no paints: for the tests of a describe block, a frame is a 16 ms
 * fake timer, and timers run only as the test advances them.
 */
export function useFakeFrames() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (draw: () => void) => setTimeout(draw, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Runs what the next frame and the task after it would run. */
export function nextFrame() {
  vi.advanceTimersByTime(20);
}
