import type { Locale } from '@/content-api/schemas';
import type { CardFacts } from '@/domain/search';
import { formatPrice } from '@/domain/estate/formats';
import nl from '../../../messages/nl/listing.json';
import fr from '../../../messages/fr/listing.json';
import en from '../../../messages/en/listing.json';
import de from '../../../messages/de/listing.json';

/*
 * The card model is built where no translator runs (route handlers, the browser), so the few words
 * around a price are read straight from the listing messages rather than through next-intl.
 */
const priceWords: Readonly<Record<Locale, typeof nl.EstatePrice>> = {
  nl: nl.EstatePrice,
  fr: fr.EstatePrice,
  en: en.EstatePrice,
  de: de.EstatePrice,
};

type PeriodCode = keyof typeof nl.EstatePrice.period;

function isPeriodCode(code: string): code is PeriodCode {
  return Object.hasOwn(nl.EstatePrice.period, code);
}

function fill(template: string, price: string): string {
  return template.replace('{price}', price);
}

/** '€ 350.000', 'vanaf € 250.000' for a project, '€ 950 per maand' for a rent; null = on request. */
export function formatCardPrice(
  facts: Pick<CardFacts, 'price' | 'priceFrom' | 'pricePeriod'>,
  locale: Locale,
): string | null {
  if (facts.price === null) return null;
  const words = priceWords[locale];
  let text = formatPrice(facts.price);
  const period = facts.pricePeriod?.trim().toUpperCase();
  if (period && isPeriodCode(period)) text = fill(words.period[period], text);
  return facts.priceFrom ? fill(words.from, text) : text;
}
