import { describe, expect, it } from 'vitest';
import { hasMorePages, loadedCount, nextPageOffset } from '@/domain/search/result-paging';

const pages = [{ results: [1, 2, 3] }, { results: [4, 5] }];
const resultsOf = (page: { results: number[] }) => page.results;

describe('result paging (spec §4)', () => {
  it('counts the results of every loaded page', () => {
    expect(loadedCount(pages, resultsOf)).toBe(5);
    expect(loadedCount([], resultsOf)).toBe(0);
  });

  it('has more pages while fewer results are loaded than the total', () => {
    expect(hasMorePages(5, 6)).toBe(true);
    expect(hasMorePages(6, 6)).toBe(false);
  });

  it('has no more pages when nothing was found', () => {
    expect(hasMorePages(0, 0)).toBe(false);
  });

  it('starts the next page after the results already loaded', () => {
    expect(nextPageOffset(15, 40, 15)).toBe(15);
  });

  it('asks for no page once every result is loaded', () => {
    expect(nextPageOffset(40, 40, 10)).toBeUndefined();
  });

  it('stops rather than asking again when a page came back empty', () => {
    expect(nextPageOffset(15, 40, 0)).toBeUndefined();
  });
});
