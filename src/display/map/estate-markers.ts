import type { Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import { toLatLon } from './map-geometry';
import type { MapMarker } from './map-marker';

/** 'Villa · Liège': what kind of estate and where, under the title in a popup. */
function markerSubtitle(card: Pick<EstateCardModel, 'subtype' | 'city'>): string {
  return [card.subtype, card.city].filter((part) => part.trim() !== '').join(' · ');
}

/** A card becomes a marker only when it has a usable location. */
export function toMapMarker(card: EstateCardModel, locale: Locale): MapMarker | null {
  const position = toLatLon(card.lat, card.lon);
  if (!position) return null;
  return {
    id: card.id,
    lat: position[0],
    lon: position[1],
    title: card.title,
    price: card.price,
    href: buildLocalizedPath('offer', locale, card.href.params),
    imageUrl: card.imageUrl,
    subtitle: markerSubtitle(card),
  };
}

/** The markers of a list of cards, in the same order, leaving out estates without a location. */
export function toMapMarkers(cards: readonly EstateCardModel[], locale: Locale): MapMarker[] {
  return cards.flatMap((card) => toMapMarker(card, locale) ?? []);
}
