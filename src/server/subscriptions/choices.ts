import 'server-only';
import { getEstateFilters } from '@/server/content-service';
import { localize, type EstateFilters } from '@/content-api/schemas';
import { TRANSACTION_IDS } from '@/domain/search';
import type { SubscriptionChoice } from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';

export type SubscriptionChoices = {
  types: SubscriptionChoice[];
  transactions: SubscriptionChoice[];
  /** 'Gent (9000)' by city id, to name the cities already chosen. */
  cityNames: Map<number, string>;
};

/** Sold, rented or taken over in either data source: an alert about those would be no news. */
const closedTransactionIds = new Set([
  ...TRANSACTION_IDS.one.unavailable,
  ...TRANSACTION_IDS.two.unavailable,
]);

function groupedByLabel(
  items: readonly { id: number; name: EstateFilters['headTypes'][number]['name'] }[],
  locale: Locale,
): SubscriptionChoice[] {
  const byLabel = new Map<string, number[]>();
  for (const item of items) {
    const label = localize(item.name, locale) || String(item.id);
    byLabel.set(label, [...(byLabel.get(label) ?? []), item.id]);
  }
  return [...byLabel].map(([label, ids]) => ({ label, ids: ids.sort((a, b) => a - b) }));
}

/**
 * What a visitor can choose from: the types, open transactions and cities of the whole offer. When
 * the content service does not answer the lists are empty; criteria already chosen are kept.
 */
export async function loadSubscriptionChoices(locale: Locale): Promise<SubscriptionChoices> {
  const options = await getEstateFilters({ query: {} }, { locale });
  return {
    types: groupedByLabel(options.headTypes ?? [], locale),
    transactions: groupedByLabel(
      (options.transactions ?? []).filter((transaction) => !closedTransactionIds.has(transaction.id)),
      locale,
    ),
    cityNames: new Map(
      (options.locations ?? []).map((city) => [city.id, `${localize(city.name, locale)} (${city.zip})`]),
    ),
  };
}
