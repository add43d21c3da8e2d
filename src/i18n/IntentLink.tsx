'use client';

import { useState, type ComponentProps } from 'react';
import { LocaleLink } from './locale-navigation';

type Props = ComponentProps<typeof LocaleLink>;

/**
 * A localized link that prefetches its page only once the visitor shows intent (pointer over it, focus,
 * touch start), not as soon as it scrolls into view: a page with dozens of links would otherwise start
 * as many prefetches on every load, most never used and many aborted, on the visitor's mobile data.
 */
export function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intended, setIntended] = useState(false);
  const showIntent = () => setIntended(true);
  return (
    <LocaleLink
      {...props}
      // Once reached for, the whole page in one request: Next's default for a page rendered per request
      // first asks for a per-segment tree that only prerendered routes have, and aborts both tries.
      prefetch={prefetch === false || !intended ? false : (prefetch ?? true)}
      onMouseEnter={(event) => {
        showIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
