'use client';

import { splitComponent } from '@/components/on-demand/split-component';

// One route serves estate listings, rental listings and content pages alike: through these the
// rental listing's code loads only on a page that shows one. The server still renders them, and the
// browser asks for their code as the page hydrates, keeping the server's HTML in place until it has it.

/** The rental filter bar over its results (see RentalSearchPanel). */
export const RentalSearchPanel = splitComponent(() =>
  import('./RentalSearchPanel').then((module) => module.RentalSearchPanel),
);

/** The rental grid with "load more" (see RentalResultsList). */
export const RentalResultsList = splitComponent(() =>
  import('./RentalResultsList').then((module) => module.RentalResultsList),
);
