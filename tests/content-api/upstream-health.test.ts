import { describe, expect, it } from 'vitest';
import {
  UPSTREAM_COOL_DOWN_MS,
  isUpstreamDown,
  markUpstreamDown,
  markUpstreamUp,
} from '@/content-api/upstream-health';

describe('upstream health flag', () => {
  it('is down after a failure until the cool-down has passed', () => {
    markUpstreamDown(1_000);
    expect(isUpstreamDown(1_000 + UPSTREAM_COOL_DOWN_MS - 1)).toBe(true);
    expect(isUpstreamDown(1_000 + UPSTREAM_COOL_DOWN_MS)).toBe(false);
  });

  it('is up again as soon as an answer arrives', () => {
    markUpstreamDown(1_000);
    markUpstreamUp();
    expect(isUpstreamDown(1_001)).toBe(false);
  });

  it('is shared through globalThis by every copy of the module', async () => {
    markUpstreamDown();
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('@/content-api/upstream-health');
    expect(fresh.isUpstreamDown()).toBe(true);
    markUpstreamUp();
  });
});
