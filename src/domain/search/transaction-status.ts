import type { EstateStatus } from '@/content-api/schemas';

/** What the status questions read from a record; any EstateRecord fits. */
export interface TransactionFacts {
  general: {
    guid?: string | null;
    transaction?: { id: number } | null;
    status?: EstateStatus | null;
  };
}

export type DataSource = 'one' | 'two';

/**
 * Transaction ids per data source (spec §4, SPEC-NOTES). "Sold" (no longer available) and "for rent"
 * are independent questions: id 6, rented, is in both lists of both sources.
 */
export const TRANSACTION_IDS: Record<
  DataSource,
  { unavailable: readonly number[]; rental: readonly number[] }
> = {
  one: { unavailable: [1, 6, 7], rental: [2, 4, 6, 8, 10] },
  two: { unavailable: [5, 6], rental: [2, 4, 6, 8] },
};

/** Only records of data source one carry a guid. */
export function dataSourceOf(record: TransactionFacts): DataSource {
  const guid = record.general.guid;
  return typeof guid === 'string' && guid.trim() !== '' ? 'one' : 'two';
}

function transactionIdIn(record: TransactionFacts, list: 'unavailable' | 'rental'): boolean {
  const id = record.general.transaction?.id;
  return id !== undefined && TRANSACTION_IDS[dataSourceOf(record)][list].includes(id);
}

/** Sold, rented or taken over: the estate belongs in the "sold" list. */
export function isUnavailable(record: TransactionFacts): boolean {
  return transactionIdIn(record, 'unavailable');
}

/** A rental, available or already rented: the estate belongs in the "for rent" list. */
export function isRental(record: TransactionFacts): boolean {
  return transactionIdIn(record, 'rental');
}

export type StatusBadge = 'for-sale' | 'for-rent' | 'sold' | 'rented' | 'option';

function badgeFromTransaction(record: TransactionFacts): StatusBadge {
  const rental = isRental(record);
  if (isUnavailable(record)) return rental ? 'rented' : 'sold';
  return rental ? 'for-rent' : 'for-sale';
}

/**
 * The badge on a card. A closing status (sold, rented, taken over) is final. While the status still
 * offers the estate, a transaction id that already counts as sold or rented means a deal is being
 * closed but not yet recorded: the estate is under option. Without a status the ids alone decide.
 */
export function statusBadge(record: TransactionFacts): StatusBadge {
  switch (record.general.status) {
    case 'SOLD':
    case 'TAKEN_OVER':
      return 'sold';
    case 'RENTED':
      return 'rented';
    case 'FOR_SALE':
    case 'TAKE_OVER':
      return isUnavailable(record) ? 'option' : 'for-sale';
    case 'TO_RENT':
      return isUnavailable(record) ? 'option' : 'for-rent';
    default:
      return badgeFromTransaction(record);
  }
}
