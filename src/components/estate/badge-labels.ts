import type { StatusBadge } from '@/domain/search';
import type { EstateCardLabels } from '@/components/listing/card-labels';

/** The status words of the estate cards, so a detail page names a status exactly as its card did. */
export function badgeLabelsFrom(labels: EstateCardLabels): Record<StatusBadge, string> {
  return {
    'for-sale': labels.badgeForSale,
    'for-rent': labels.badgeForRent,
    sold: labels.badgeSold,
    rented: labels.badgeRented,
    option: labels.badgeOption,
  };
}
