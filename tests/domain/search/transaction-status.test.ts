import { describe, expect, it } from 'vitest';
import type { EstateStatus } from '@/content-api/schemas';
import {
  dataSourceOf,
  estateStatus,
  isRental,
  isRentStatus,
  isUnavailable,
  statusBadge,
  type TransactionFacts,
} from '@/domain/search/transaction-status';

const sourceOne = (id: number, status?: EstateStatus): TransactionFacts => ({
  general: { guid: 'b4c1-77e0', transaction: { id }, status },
});
const sourceTwo = (id: number, status?: EstateStatus): TransactionFacts => ({
  general: { guid: null, transaction: { id }, status },
});
const ids = Array.from({ length: 11 }, (_, index) => index);

describe('dataSourceOf', () => {
  it('is source one when the record carries a guid, source two otherwise', () => {
    expect(dataSourceOf(sourceOne(3))).toBe('one');
    expect(dataSourceOf(sourceTwo(3))).toBe('two');
    expect(dataSourceOf({ general: { guid: '  ', transaction: { id: 3 } } })).toBe('two');
  });
});

describe('data source one (with guid)', () => {
  it('counts ids 1, 6 and 7 as sold', () => {
    expect(ids.filter((id) => isUnavailable(sourceOne(id)))).toEqual([1, 6, 7]);
  });

  it('counts ids 2, 4, 6, 8 and 10 as for rent', () => {
    expect(ids.filter((id) => isRental(sourceOne(id)))).toEqual([2, 4, 6, 8, 10]);
  });
});

describe('data source two (no guid)', () => {
  it('counts ids 5 and 6 as sold', () => {
    expect(ids.filter((id) => isUnavailable(sourceTwo(id)))).toEqual([5, 6]);
  });

  it('counts ids 2, 4, 6 and 8 as for rent', () => {
    expect(ids.filter((id) => isRental(sourceTwo(id)))).toEqual([2, 4, 6, 8]);
  });
});

it('answers no to both questions without a transaction', () => {
  const record: TransactionFacts = { general: { guid: 'x', transaction: null } };
  expect(isUnavailable(record)).toBe(false);
  expect(isRental(record)).toBe(false);
});

describe('estateStatus', () => {
  it('keeps each of the six statuses of a record whose transaction is consistent with it', () => {
    expect(estateStatus(sourceTwo(3, 'FOR_SALE'))).toBe('FOR_SALE');
    expect(estateStatus(sourceOne(2, 'TO_RENT'))).toBe('TO_RENT');
    expect(estateStatus(sourceOne(9, 'TAKE_OVER'))).toBe('TAKE_OVER');
    expect(estateStatus(sourceTwo(5, 'SOLD'))).toBe('SOLD');
    expect(estateStatus(sourceTwo(6, 'RENTED'))).toBe('RENTED');
    expect(estateStatus(sourceOne(7, 'TAKEN_OVER'))).toBe('TAKEN_OVER');
  });

  it('keeps a take-over a take-over: never "for sale", never "sold"', () => {
    expect(estateStatus(sourceTwo(9, 'TAKE_OVER'))).toBe('TAKE_OVER');
    expect(estateStatus(sourceOne(7, 'TAKE_OVER'))).toBe('TAKEN_OVER');
    expect(estateStatus(sourceTwo(3, 'TAKEN_OVER'))).toBe('TAKEN_OVER');
  });

  it('keeps a closing status even when the transaction id has not caught up', () => {
    expect(estateStatus(sourceTwo(3, 'SOLD'))).toBe('SOLD');
    expect(estateStatus(sourceOne(2, 'RENTED'))).toBe('RENTED');
  });

  it('closes an offer whose transaction id counts as sold or rented, id 6 being rented', () => {
    expect(estateStatus(sourceOne(1, 'FOR_SALE'))).toBe('SOLD');
    expect(estateStatus(sourceTwo(5, 'FOR_SALE'))).toBe('SOLD');
    expect(estateStatus(sourceTwo(6, 'TO_RENT'))).toBe('RENTED');
    expect(estateStatus(sourceOne(6, 'FOR_SALE'))).toBe('RENTED');
  });

  it('reads the transaction id alone when there is no status', () => {
    expect(estateStatus(sourceOne(6))).toBe('RENTED');
    expect(estateStatus(sourceTwo(6))).toBe('RENTED');
    expect(estateStatus(sourceOne(1))).toBe('SOLD');
    expect(estateStatus(sourceTwo(5))).toBe('SOLD');
    expect(estateStatus(sourceOne(10))).toBe('TO_RENT');
    expect(estateStatus(sourceTwo(3))).toBe('FOR_SALE');
  });

  it('reads the same id by the data source of the record', () => {
    // Id 1 is sold in source one but an open transaction in source two.
    expect(estateStatus(sourceOne(1))).toBe('SOLD');
    expect(estateStatus(sourceTwo(1))).toBe('FOR_SALE');
  });
});

describe('statusBadge', () => {
  it('shows the estate status, one badge per status', () => {
    const statuses = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const;
    const badges = statuses.map((status) => statusBadge(sourceTwo(3, status)));
    expect(badges).toEqual(['for-sale', 'for-rent', 'take-over', 'sold', 'rented', 'taken-over']);
  });

  it('follows the closed transaction as the status does', () => {
    expect(statusBadge(sourceOne(7, 'TAKE_OVER'))).toBe('taken-over');
    expect(statusBadge(sourceOne(1, 'FOR_SALE'))).toBe('sold');
  });
});

it('counts TO_RENT and RENTED as rents', () => {
  const statuses = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const;
  expect(statuses.filter(isRentStatus)).toEqual(['TO_RENT', 'RENTED']);
});
