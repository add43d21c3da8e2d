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

const closingStatuses: readonly EstateStatus[] = ['SOLD', 'RENTED', 'TAKEN_OVER'];

/** Sold or rented as the transaction id tells (spec §4): id 6, in both lists, is rented. */
function statusFromTransaction(record: TransactionFacts): EstateStatus {
  const rental = isRental(record);
  if (isUnavailable(record)) return rental ? 'RENTED' : 'SOLD';
  return rental ? 'TO_RENT' : 'FOR_SALE';
}

/**
 * The status an estate shows a visitor (spec §3's six values): the one answer behind its badge and
 * its section when a listing is grouped by status. A closing status of the record (sold, rented,
 * taken over) is final. While the record still offers the estate, a transaction id that counts as
 * sold or rented (spec §4) means the deal is closed and the status has not caught up: the ids then
 * say sold or rented, and a take-over becomes taken over. Without a status the ids alone decide.
 */
export function estateStatus(record: TransactionFacts): EstateStatus {
  const own = record.general.status;
  if (!own) return statusFromTransaction(record);
  if (closingStatuses.includes(own) || !isUnavailable(record)) return own;
  return own === 'TAKE_OVER' ? 'TAKEN_OVER' : statusFromTransaction(record);
}

/** TO_RENT and RENTED: the price is a rent, not a sale price. */
export function isRentStatus(status: EstateStatus): boolean {
  return status === 'TO_RENT' || status === 'RENTED';
}

/** The badge of each status: how components name and colour it. */
export const statusBadges = {
  FOR_SALE: 'for-sale',
  TO_RENT: 'for-rent',
  TAKE_OVER: 'take-over',
  SOLD: 'sold',
  RENTED: 'rented',
  TAKEN_OVER: 'taken-over',
} as const satisfies Record<EstateStatus, string>;

export type StatusBadge = (typeof statusBadges)[EstateStatus];

/** The badge on a card or detail page: the estate's status, never anything else. */
export function statusBadge(record: TransactionFacts): StatusBadge {
  return statusBadges[estateStatus(record)];
}
