import type { APIRequestContext } from '@playwright/test';
import { DEMO_PORT } from './servers';

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

/** The first house for sale of the demo service, so no spec hard-codes an estate id. */
export async function estateForSale(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: {
      query: { match: { 'general.status': 'FOR_SALE', 'general.headType.id': 1 } },
      pagination: { from: 0, size: 5 },
    },
  });
  const { results } = (await answer.json()) as { results: { id: number }[] };
  const first = results[0];
  if (!first) throw new Error('The demo service has no estate for sale');
  return first.id;
}
