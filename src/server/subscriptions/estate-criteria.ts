import type { EstateGroup } from '@/content-api/schemas';
import { isUnavailable, mainRecord } from '@/domain/search';
import type { SubscriptionCriteria } from '@/domain/subscriptions/criteria';

/**
 * What a visitor who asks about an estate likely wants to hear of: the same kind of estate, in the
 * same city, on the same transaction (unless it is already sold or rented: that would be no news).
 * Price and size stay open, where a good alternative may differ. No estate: every new estate.
 */
export function criteriaOfEstate(estate: EstateGroup | null): SubscriptionCriteria {
  if (!estate) return { cities: [], types: [], transactions: [], estates: [] };
  const record = mainRecord(estate);
  const cityId = record.address?.city.id;
  return {
    cities: cityId === undefined ? [] : [cityId],
    types: [record.general.headType.id],
    transactions: isUnavailable(record) ? [] : [record.general.transaction.id],
    estates: [],
  };
}
