'use client';

import { splitComponent } from '@/components/on-demand/split-component';

/**
 * The listing's map with its caption (EstateMapLazy): its code loads only with a listing shown as a
 * map, not with every listing in the gallery view. The server still renders its frame and skeleton.
 */
export const ListingMap = splitComponent(() =>
  import('@/components/map/EstateMapLazy').then((module) => module.default),
);
