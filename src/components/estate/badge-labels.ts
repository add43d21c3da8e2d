import type { StatusBadge } from '@/domain/search';

/** The EstateCard message of each status, so a detail page names a status exactly as its card did. */
export const badgeMessageKeys = {
  'for-sale': 'badgeForSale',
  'for-rent': 'badgeForRent',
  sold: 'badgeSold',
  rented: 'badgeRented',
  option: 'badgeOption',
} as const satisfies Record<StatusBadge, string>;
