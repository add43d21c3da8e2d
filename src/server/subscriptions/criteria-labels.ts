import 'server-only';
import { createTranslator } from 'next-intl';
import { formatPrice } from '@/domain/estate/formats';
import type { Locale } from '@/i18n/locales';
import de from '../../../messages/de/subscriptions.json';
import en from '../../../messages/en/subscriptions.json';
import fr from '../../../messages/fr/subscriptions.json';
import nl from '../../../messages/nl/subscriptions.json';
import type { SubscriptionChoices } from './choices';
import type { SubscriptionCriteria } from '@/domain/subscriptions/criteria';

// Bundled with the handlers, like the form messages: answers and mails never wait for a page's i18n.
const subscriptionMessages = { nl, fr, en, de } as const satisfies Record<Locale, typeof nl>;

/** The subscription texts of one language; keys are namespaced: t('SubscriptionErrors.notFound'). */
export function subscriptionsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: subscriptionMessages[locale] as typeof nl });
}

export type CriteriaLabel = { label: string; value: string };

function chosenLabels(ids: readonly number[], choices: SubscriptionChoices['types']): string {
  const named = choices.filter((choice) => choice.ids.some((id) => ids.includes(id)));
  return named.map((choice) => choice.label).join(', ');
}

/**
 * The criteria in words for the confirmation mail ('Gemeenten: Gent (9000), Brugge (8000)'). Names
 * come from the content service, never from the visitor: nothing a stranger types reaches the mail.
 * What cannot be named is left out rather than shown as an id; no criteria at all gives no lines. A
 * list of chosen estates is counted, not named: their names would mean a call per estate.
 */
export function describeCriteria(
  criteria: SubscriptionCriteria,
  choices: SubscriptionChoices,
  locale: Locale,
): CriteriaLabel[] {
  const t = subscriptionsTranslator(locale);
  const lines: CriteriaLabel[] = [];
  const add = (label: string, value: string) => {
    if (value) lines.push({ label, value });
  };
  if (criteria.estates.length > 0) {
    add(
      t('SubscriptionCriteria.estates'),
      t('SubscriptionCriteria.estatesCount', { count: criteria.estates.length }),
    );
  }
  add(
    t('SubscriptionCriteria.cities'),
    criteria.cities.flatMap((id) => choices.cityNames.get(id) ?? []).join(', '),
  );
  add(t('SubscriptionCriteria.types'), chosenLabels(criteria.types, choices.types));
  add(t('SubscriptionCriteria.transactions'), chosenLabels(criteria.transactions, choices.transactions));
  const min = criteria.priceMin == null ? null : formatPrice(criteria.priceMin);
  const max = criteria.priceMax == null ? null : formatPrice(criteria.priceMax);
  if (min && max) add(t('SubscriptionCriteria.price'), t('SubscriptionCriteria.priceBetween', { min, max }));
  else if (min) add(t('SubscriptionCriteria.price'), t('SubscriptionCriteria.priceFrom', { min }));
  else if (max) add(t('SubscriptionCriteria.price'), t('SubscriptionCriteria.priceUpTo', { max }));
  if (criteria.bedroomsMin != null) {
    add(
      t('SubscriptionCriteria.bedrooms'),
      t('SubscriptionCriteria.bedroomsAtLeast', { count: criteria.bedroomsMin }),
    );
  }
  return lines;
}
