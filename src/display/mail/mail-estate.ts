import { localize, pageText, type EstateGroup } from '@/content-api/schemas';
import { canonicalSlug, formatArea, formatPrice } from '@/domain/estate';
import { cardFacts, mainRecord } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';
import { addressLine } from '@/display/estate/header-facts';

/** An estate as a mail shows it; built from the content service by `toMailEstate`. */
export interface MailEstate {
  id: number;
  title: string;
  /** The title's language, when the agency wrote none in the mail's. */
  titleLang?: Locale;
  /** The absolute, localized detail URL. */
  url: string;
  imageUrl: string | null;
  /** Formatted ('€ 350.000'); null = on request. */
  price: string | null;
  /** 'Gent' or '9000 Gent'; may be empty. */
  place: string;
  /**
   * 'Kerkstraat 12, 9000 Gent' when the agency publishes the address, else the place only ('9000
   * Gent'); for a visit. Missing or empty: the place.
   */
  address?: string;
  /** Short facts, e.g. ['Villa', '3 slaapkamers']; may be empty. */
  facts: string[];
}

const words: Record<Locale, { from: string; perMonth: string; bedrooms: (count: number) => string }> = {
  nl: {
    from: 'Vanaf',
    perMonth: 'per maand',
    bedrooms: (n) => `${n} ${n === 1 ? 'slaapkamer' : 'slaapkamers'}`,
  },
  fr: {
    from: 'À partir de',
    perMonth: 'par mois',
    bedrooms: (n) => `${n} ${n === 1 ? 'chambre' : 'chambres'}`,
  },
  en: { from: 'From', perMonth: 'per month', bedrooms: (n) => `${n} ${n === 1 ? 'bedroom' : 'bedrooms'}` },
  de: { from: 'Ab', perMonth: 'pro Monat', bedrooms: (n) => `${n} Schlafzimmer` },
};

function priceText(facts: ReturnType<typeof cardFacts>, locale: Locale): string | null {
  if (facts.price === null) return null;
  const amount = formatPrice(facts.price);
  const text = facts.priceFrom ? `${words[locale].from} ${amount}` : amount;
  return facts.pricePeriod === 'MONTH' ? `${text} ${words[locale].perMonth}` : text;
}

/** A price the estate was offered at before, worded as its price now is ('€ 900 per month'). */
export function formerPriceText(group: EstateGroup, amount: number, locale: Locale): string {
  return priceText({ ...cardFacts(group), price: amount, priceFrom: false }, locale) ?? formatPrice(amount);
}

/** An estate of the content service as mails show it, with its detail URL in the mail's language. */
export function toMailEstate(group: EstateGroup, locale: Locale, siteUrl: string): MailEstate {
  const facts = cardFacts(group);
  const record = mainRecord(group);
  const subType = localize(facts.subType, locale);
  const place = localize(facts.cityName, locale);
  const ownTitle = pageText(record.general.title, locale);
  const title = ownTitle.text || [subType, place].filter(Boolean).join(' – ');
  const base = siteUrl.replace(/\/+$/, '');
  const image = facts.image?.src ?? null;
  const path = buildLocalizedPath('offer', locale, {
    estateId: group.id,
    slug: canonicalSlug(group, locale),
  });
  return {
    id: group.id,
    title: title || String(group.id),
    ...(ownTitle.text && ownTitle.lang && { titleLang: ownTitle.lang }),
    url: `${base}${path}`,
    // A photo the site serves itself is a path on it: a mail needs the whole address.
    imageUrl: image?.startsWith('/') ? `${base}${image}` : image,
    price: priceText(facts, locale),
    place,
    // Street, number and box only where the agency publishes them (spec §5), as on the detail page.
    address: addressLine(record, locale) || place,
    facts: [
      subType,
      facts.bedrooms === null ? '' : words[locale].bedrooms(facts.bedrooms),
      facts.livingArea === null ? '' : formatArea(facts.livingArea),
    ].filter((fact) => fact !== ''),
  };
}
