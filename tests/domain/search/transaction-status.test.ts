import { describe, expect, it } from 'vitest';
import type { EstateStatus } from '@/content-api/schemas';
import {
  dataSourceOf,
  isRental,
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

describe('statusBadge', () => {
  it('follows a closing status', () => {
    expect(statusBadge(sourceTwo(5, 'SOLD'))).toBe('sold');
    expect(statusBadge(sourceOne(7, 'TAKEN_OVER'))).toBe('sold');
    expect(statusBadge(sourceTwo(6, 'RENTED'))).toBe('rented');
  });

  it('follows an offering status while the transaction is still open', () => {
    expect(statusBadge(sourceTwo(3, 'FOR_SALE'))).toBe('for-sale');
    expect(statusBadge(sourceOne(9, 'TAKE_OVER'))).toBe('for-sale');
    expect(statusBadge(sourceOne(2, 'TO_RENT'))).toBe('for-rent');
  });

  it('shows an option when the status still offers the estate but the transaction is closed', () => {
    expect(statusBadge(sourceOne(1, 'FOR_SALE'))).toBe('option');
    expect(statusBadge(sourceTwo(6, 'TO_RENT'))).toBe('option');
  });

  it('reads the transaction id alone when there is no status, id 6 being rented', () => {
    expect(statusBadge(sourceOne(6))).toBe('rented');
    expect(statusBadge(sourceTwo(6))).toBe('rented');
    expect(statusBadge(sourceOne(1))).toBe('sold');
    expect(statusBadge(sourceTwo(5))).toBe('sold');
    expect(statusBadge(sourceOne(10))).toBe('for-rent');
    expect(statusBadge(sourceTwo(3))).toBe('for-sale');
  });

  it('reads the same id by the data source of the record', () => {
    // Id 1 is sold in source one but an open transaction in source two.
    expect(statusBadge(sourceOne(1))).toBe('sold');
    expect(statusBadge(sourceTwo(1))).toBe('for-sale');
  });
});
