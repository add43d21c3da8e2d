// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollDownButton } from '@/components/rental/ScrollDownButton';
import { easeInOut, scrollDistance } from '@/components/rental/scroll-down';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('scroll-down arrow', () => {
  it('scrolls one viewport height minus 114 px', () => {
    expect(scrollDistance(800)).toBe(686);
    expect(scrollDistance(100)).toBe(0);
  });

  it('eases from the start to the end', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(2)).toBe(1);
  });

  it('jumps at once by viewport − 114 px when reduced motion is asked for', () => {
    prefersReducedMotion(true);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
    render(<ScrollDownButton label="Naar de beschrijving" />);
    fireEvent.click(screen.getByRole('button', { name: 'Naar de beschrijving' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 826, behavior: 'instant' });
  });

  it('animates in frames over 250 ms and ends exactly at the target', () => {
    prefersReducedMotion(false);
    const scrollTo = vi.fn();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    render(<ScrollDownButton label="Naar de beschrijving" />);
    fireEvent.click(screen.getByRole('button', { name: 'Naar de beschrijving' }));
    frames.shift()!(1125);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 343, behavior: 'instant' });
    frames.shift()!(1250);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 686, behavior: 'instant' });
    expect(frames).toHaveLength(0);
  });
});
