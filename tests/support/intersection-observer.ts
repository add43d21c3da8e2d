import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Watch = { callback: IntersectionObserverCallback; elements: Set<Element>; rootMargin: string };

/**
 * Puts a controllable IntersectionObserver in jsdom (which has none): nothing intersects until the test
 * says so with `bringIntoView`, as when the visitor scrolls.
 */
export function stubIntersectionObserver() {
  const watches: Watch[] = [];
  class FakeIntersectionObserver {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.watch = { callback, elements: new Set(), rootMargin: options.rootMargin ?? '0px' };
      watches.push(this.watch);
    }
    observe(element: Element) {
      this.watch.elements.add(element);
    }
    unobserve(element: Element) {
      this.watch.elements.delete(element);
    }
    disconnect() {
      this.watch.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** The margins the observers of `element` were given. */
    marginsOf: (element: Element) =>
      watches.filter((watch) => watch.elements.has(element)).map((watch) => watch.rootMargin),
    /** Reports `element` (or every watched element) as entering the viewport. */
    bringIntoView(element?: Element) {
      act(() => {
        for (const watch of [...watches]) {
          const targets = [...watch.elements].filter((watched) => !element || watched === element);
          if (targets.length === 0) continue;
          const entries = targets.map((target) => ({ target, isIntersecting: true }));
          watch.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      });
    },
  };
}
