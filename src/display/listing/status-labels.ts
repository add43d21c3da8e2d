import type { StatusBadge } from '@/domain/search';

/**
 * The EstateCard message naming each status: on a card's badge, a detail page's badge and the
 * heading of a status section alike, so a status reads the same wherever it is shown.
 */
export const statusMessageKeys = {
  'for-sale': 'badgeForSale',
  'for-rent': 'badgeForRent',
  'take-over': 'badgeTakeOver',
  sold: 'badgeSold',
  rented: 'badgeRented',
  'taken-over': 'badgeTakenOver',
} as const satisfies Record<StatusBadge, string>;
