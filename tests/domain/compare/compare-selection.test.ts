import { describe, expect, it } from 'vitest';
import {
  formatCompareIds,
  parseCompareIds,
  toggleCompared,
  withoutCompared,
} from '@/domain/compare/compare-selection';

describe('parseCompareIds', () => {
  it('reads the ids of a shared comparison URL in their order', () => {
    expect(parseCompareIds('1003,1001,1002')).toEqual([1003, 1001, 1002]);
  });

  it('ignores malformed ids and keeps the rest', () => {
    expect(parseCompareIds('1001,abc,-5,0,1.5,,1002, 1003 ,99999999999999999')).toEqual([1001, 1002, 1003]);
  });

  it('counts a repeated id once', () => {
    expect(parseCompareIds('1001,1002,1001')).toEqual([1001, 1002]);
  });

  it('keeps at most four estates, the first four', () => {
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4]);
  });

  it('takes a repeated parameter as one list, and no parameter as none', () => {
    expect(parseCompareIds(['1001', '1002,1003'])).toEqual([1001, 1002, 1003]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('reads back what formatCompareIds wrote', () => {
    expect(parseCompareIds(formatCompareIds([7, 8, 9]))).toEqual([7, 8, 9]);
  });
});

describe('toggleCompared', () => {
  it('adds an estate at the end, and takes it out again', () => {
    const added = toggleCompared([1, 2], 3);
    expect(added).toEqual({ outcome: 'added', ids: [1, 2, 3] });
    expect(toggleCompared(added.ids, 2)).toEqual({ outcome: 'removed', ids: [1, 3] });
  });

  it('refuses a fifth estate and keeps the four', () => {
    expect(toggleCompared([1, 2, 3, 4], 5)).toEqual({ outcome: 'full', ids: [1, 2, 3, 4] });
  });

  it('still lets one of four go', () => {
    expect(toggleCompared([1, 2, 3, 4], 4)).toEqual({ outcome: 'removed', ids: [1, 2, 3] });
  });
});

describe('withoutCompared', () => {
  it('leaves the order of the others as it was', () => {
    expect(withoutCompared([4, 2, 9], 2)).toEqual([4, 9]);
  });
});
