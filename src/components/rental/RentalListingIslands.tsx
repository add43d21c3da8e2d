'use client';

import dynamic from 'next/dynamic';

// One route serves estate listings, rental listings and content pages alike: through these the
// rental listing's code loads only on a page that shows one. The server still renders them, and the
// page asks for their code at once, so nothing moves while they hydrate.

/** The rental filter bar over its results (see RentalSearchPanel). */
export const RentalSearchPanel = dynamic(() =>
  import('./RentalSearchPanel').then((module) => module.RentalSearchPanel),
);

/** The rental grid with "load more" (see RentalResultsList). */
export const RentalResultsList = dynamic(() =>
  import('./RentalResultsList').then((module) => module.RentalResultsList),
);
