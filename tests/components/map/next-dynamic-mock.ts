import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * Stands in for next/dynamic in jsdom: the same on-demand import, through React.lazy, so a test sees
 * exactly when the map module is asked for.
 */
export function lazyDynamic<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(loader);
  return function DynamicComponent(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}
