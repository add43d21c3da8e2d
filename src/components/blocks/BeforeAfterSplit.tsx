'use client';

import { splitComponent } from '@/components/on-demand/split-component';

/**
 * The before/after slider (BeforeAfter), with code only a page showing such a block loads: the route of
 * content pages also serves the listings, which would otherwise carry it.
 */
export const BeforeAfterSplit = splitComponent(() =>
  import('@/components/estate/BeforeAfter').then((module) => module.BeforeAfter),
);
