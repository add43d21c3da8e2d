import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, fetched only by a page that renders it. The server still
 * renders it; in the browser it hydrates once its chunk has arrived, inside a boundary of its own, so the
 * rest of the page does not wait for it. React's `lazy` does this without the loader `next/dynamic`
 * would add to every such page's first JavaScript.
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function SplitComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return SplitComponent;
}
