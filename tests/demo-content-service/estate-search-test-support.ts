import type { EstateRecord, EstateSearchBody, EstateSearchResult } from '@/content-api/schemas';
import type { DemoClient } from './demo-client';

/** Runs an estate search; the schema test checks the answers' shape, these tests check their content. */
export async function searchEstates(client: DemoClient, body: EstateSearchBody) {
  const response = await client.post('/sites/demo/estates', body);
  if (response.status !== 200) throw new Error(`Search failed with ${response.status}: ${response.text}`);
  return response.json as EstateSearchResult;
}

export const mainRecords = (result: { results: { children: EstateRecord[] }[] }) =>
  result.results.map((group) => group.children[0]!);

export function isSorted<T>(values: readonly T[], compare: (left: T, right: T) => number): boolean {
  return values.every((value, index) => index === 0 || compare(values[index - 1]!, value) <= 0);
}
