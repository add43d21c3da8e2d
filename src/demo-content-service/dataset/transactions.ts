import type { EstateStatus } from '@/content-api/schemas';
import { inFour, type Localized } from '../localized';

export type { EstateStatus };
export type DataSource = 'one' | 'two';

export interface Transaction {
  id: number;
  name: Required<Localized>;
}

const forSale = { id: 3, name: inFour('Te koop', 'À vendre', 'For sale', 'Zu verkaufen') };
const toRent = { id: 2, name: inFour('Te huur', 'À louer', 'For rent', 'Zu vermieten') };
const takeOver = { id: 9, name: inFour('Over te nemen', 'À remettre', 'For takeover', 'Zur Übernahme') };
const sold = (id: number) => ({ id, name: inFour('Verkocht', 'Vendu', 'Sold', 'Verkauft') });
const rented = { id: 6, name: inFour('Verhuurd', 'Loué', 'Rented', 'Vermietet') };
const takenOver = { id: 7, name: inFour('Overgenomen', 'Remis', 'Taken over', 'Übernommen') };

/**
 * Transaction ids per data source (spec §4, SPEC-NOTES): source one (records with a guid) marks sold
 * with 1, 6, 7 and rentals with 2, 4, 6, 8, 10; source two marks sold with 5, 6 and rentals with 2, 4,
 * 6, 8. Id 6 is "rented" in both. Available statuses use ids outside the sold lists.
 */
const transactionsBySource: Record<DataSource, Partial<Record<EstateStatus, Transaction>>> = {
  one: {
    FOR_SALE: forSale,
    TO_RENT: toRent,
    TAKE_OVER: takeOver,
    SOLD: sold(1),
    RENTED: rented,
    TAKEN_OVER: takenOver,
  },
  // Source two has no sold id of its own for a take-over, so it never carries TAKEN_OVER.
  two: { FOR_SALE: forSale, TO_RENT: toRent, TAKE_OVER: takeOver, SOLD: sold(5), RENTED: rented },
};

export function transactionFor(source: DataSource, status: EstateStatus): Transaction {
  const transaction = transactionsBySource[source][status];
  if (!transaction) throw new Error(`No transaction for ${status} in data source ${source}`);
  return transaction;
}

export function statusesOf(source: DataSource): EstateStatus[] {
  return Object.keys(transactionsBySource[source]) as EstateStatus[];
}

export const rentalStatuses: readonly EstateStatus[] = ['TO_RENT', 'RENTED'];

/** Estate collections that listing nodes select: 1 for sale, 2 for rent, 3 new projects. */
export const collectionIds = { forSale: 1, forRent: 2, newProjects: 3 } as const;

export function collectionForStatus(status: EstateStatus): number {
  return rentalStatuses.includes(status) ? collectionIds.forRent : collectionIds.forSale;
}
