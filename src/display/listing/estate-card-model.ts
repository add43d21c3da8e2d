import {
  localize,
  pageText,
  type EstateGroup,
  type EstateRecord,
  type Locale,
  type PageText,
} from '@/content-api/schemas';
import { cardFacts, mainRecord, statusBadges, type StatusBadge } from '@/domain/search';
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
  /** The amount behind `price`, for what compares prices (a favourite remembers it). */
  priceValue?: number | null;
  /** The higher price asked before, formatted like `price`, when the agency lowered it. */
  previousPrice?: string | null;
  pricePerSquareMeter: string | null;
  city: string;
  subtype: string;
  bedrooms: number | null;
  livingArea: string | null;
  plotArea: string | null;
  /** The estate's status, as its badge shows it. */
  badge: StatusBadge;
  sticker: { text: string; color: string | null; textColor: string | null } | null;
  energyLabel: string | null;
  lat: number | null;
  lon: number | null;
};

/** The public record's point: approximate already when the agency hides the address. */
function mapPoint(record: EstateRecord): { lat: number | null; lon: number | null } {
  const point = record.address?.geoLocation;
  return point ? { lat: point.lat, lon: point.lon } : { lat: null, lon: null };
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
    priceValue: facts.price,
    previousPrice:
      facts.previousPrice === null ? null : formatCardPrice({ ...facts, price: facts.previousPrice }, locale),
    pricePerSquareMeter:
      facts.pricePerSquareMeter === null ? null : formatPricePerSquareMeter(facts.pricePerSquareMeter),
    city,
    subtype,
    bedrooms: facts.bedrooms,
    livingArea: facts.livingArea === null ? null : textOrNull(formatArea(facts.livingArea)),
    plotArea: facts.plotArea === null ? null : textOrNull(formatArea(facts.plotArea)),
    badge: statusBadges[facts.status],
    sticker: facts.sticker && {
      text: localize(facts.sticker.name, locale),
      color: facts.sticker.color,
      textColor: facts.sticker.textColor,
    },
    energyLabel: facts.energyLabel,
    ...mapPoint(record),
  };
}

/** A guard for the browser: the site's own endpoints answer card models, this catches a wrong answer. */
export function isEstateCardModel(value: unknown): value is EstateCardModel {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Partial<Record<keyof EstateCardModel, unknown>>;
  return (
    typeof card.id === 'number' &&
    typeof card.title === 'string' &&
    typeof card.href === 'object' &&
    card.href !== null &&
    typeof card.city === 'string'
  );
}
