import {
  localize,
  pageText,
  type EstateGroup,
  type EstateRecord,
  type Locale,
  type PageText,
} from '@/content-api/schemas';
import { cardFacts, mainRecord } from '@/domain/search';
import { canonicalSlug, formatArea, formatPricePerSquareMeter } from '@/domain/estate';
import { formatCardPrice } from './card-price';

/** What an estate card shows, already localized and formatted: safe to hand to any component. */
export type EstateCardModel = {
  id: number;
  title: string;
  /** The title's language, when the agency wrote none in the page's. */
  titleLang?: Locale;
  href: { pathname: '/offer/[estateId]/[slug]'; params: { estateId: string; slug: string } };
  imageUrl: string | null;
  imageAlt: string;
  /** Formatted; null means "price on request". */
  price: string | null;
  pricePerSquareMeter: string | null;
  city: string;
  subtype: string;
  bedrooms: number | null;
  livingArea: string | null;
  plotArea: string | null;
  badge: 'for-sale' | 'for-rent' | 'sold' | 'rented' | 'option' | null;
  sticker: { text: string; color: string | null; textColor: string | null } | null;
  energyLabel: string | null;
  lat: number | null;
  lon: number | null;
};

/** Two decimals of a degree is about a kilometre: close enough for a map, too vague to find a door. */
function approximate(degrees: number): number {
  return Math.round(degrees * 100) / 100;
}

/**
 * Coordinates for the map. When the agency hides the address, the exact point would reveal it, so
 * the marker only shows the neighbourhood.
 */
function mapPoint(record: EstateRecord): { lat: number | null; lon: number | null } {
  const point = record.address?.geoLocation;
  if (!point) return { lat: null, lon: null };
  if (record.address?.visible) return { lat: point.lat, lon: point.lon };
  return { lat: approximate(point.lat), lon: approximate(point.lon) };
}

function textOrNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** A card needs a name even when the back office left the title empty: subtype and city then. */
function cardTitle(record: EstateRecord, subtype: string, city: string, locale: Locale): PageText {
  const title = pageText(record.general.title, locale);
  if (title.text) return title;
  return { text: [subtype, city].filter(Boolean).join(' – ') || String(record.general.id) };
}

export function toEstateCardModel(group: EstateGroup, locale: Locale): EstateCardModel {
  const record = mainRecord(group);
  const facts = cardFacts(group);
  const city = localize(facts.cityName, locale);
  const subtype = localize(facts.subType, locale);
  const { text: title, lang: titleLang } = cardTitle(record, subtype, city, locale);
  return {
    id: group.id,
    title,
    ...(titleLang && { titleLang }),
    href: {
      pathname: '/offer/[estateId]/[slug]',
      params: { estateId: String(group.id), slug: canonicalSlug(group, locale) },
    },
    imageUrl: facts.image?.src ?? null,
    imageAlt: city ? `${title}, ${city}` : title,
    price: formatCardPrice(facts, locale),
    pricePerSquareMeter:
      facts.pricePerSquareMeter === null ? null : formatPricePerSquareMeter(facts.pricePerSquareMeter),
    city,
    subtype,
    bedrooms: facts.bedrooms,
    livingArea: facts.livingArea === null ? null : textOrNull(formatArea(facts.livingArea)),
    plotArea: facts.plotArea === null ? null : textOrNull(formatArea(facts.plotArea)),
    badge: facts.status,
    sticker: facts.sticker && {
      text: localize(facts.sticker.name, locale),
      color: facts.sticker.color,
      textColor: facts.sticker.textColor,
    },
    energyLabel: facts.energyLabel,
    ...mapPoint(record),
  };
}
