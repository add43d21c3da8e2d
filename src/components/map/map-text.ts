/** Texts the maps put together at run time, from words the island's messages hold. */

/** Which caption goes under the listing map: how many estates it shows, or that none has a place. */
export function markerCountCaptionKey(count: number): 'empty' | 'countOne' | 'countOther' {
  if (count === 0) return 'empty';
  return count === 1 ? 'countOne' : 'countOther';
}

/** Leaflet builds cluster icons from an HTML string: any text that goes in must be escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Markup of a cluster icon: the number for the eye, a full sentence for screen readers. */
export function clusterIconHtml(count: number, accessibleName: string): string {
  return (
    `<span aria-hidden="true">${count}</span>` +
    `<span class="visually-hidden">${escapeHtml(accessibleName)}</span>`
  );
}

/** What a screen reader hears on a marker: the estate and its price. */
export function markerAccessibleName(
  marker: { title: string; price: string | null },
  priceOnRequest: string,
): string {
  return `${marker.title}, ${marker.price ?? priceOnRequest}`;
}
