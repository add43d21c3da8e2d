/** Texts the maps put together at run time; labels arrive translated with a literal `{count}`. */

export function fillCount(template: string, count: number): string {
  return template.replaceAll('{count}', String(count));
}

/** The caption under the listing map: how many estates it shows. */
export function markerCountCaption(
  count: number,
  labels: { countOne: string; countOther: string; empty: string },
): string {
  if (count === 0) return labels.empty;
  return fillCount(count === 1 ? labels.countOne : labels.countOther, count);
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
export function clusterIconHtml(count: number, template: string): string {
  return (
    `<span aria-hidden="true">${count}</span>` +
    `<span class="visually-hidden">${escapeHtml(fillCount(template, count))}</span>`
  );
}

/** What a screen reader hears on a marker: the estate and its price. */
export function markerAccessibleName(
  marker: { title: string; price: string | null },
  priceOnRequest: string,
): string {
  return `${marker.title}, ${marker.price ?? priceOnRequest}`;
}
