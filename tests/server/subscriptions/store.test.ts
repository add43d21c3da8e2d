import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionCriteriaSchema } from '@/domain/subscriptions/criteria';
import {
  activeSubscriptionsAfter,
  cancelSubscription,
  createSubscription,
  findSameSubscription,
  findSubscription,
  updateSubscription,
} from '@/server/subscriptions/store';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const criteria = subscriptionCriteriaSchema.parse({ cities: [9000], priceMax: 300_000 });
const newSubscription = { email: 'an@example.be', locale: 'nl' as const, criteria };

describe.each(testEngines)('subscriptions on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(() => database.reset());

  it('are stored with a long token of their own and found by it', async () => {
    const first = await createSubscription(database.db, newSubscription);
    const second = await createSubscription(database.db, newSubscription);
    expect(first.token).toHaveLength(43);
    expect(first.token).not.toBe(second.token);
    expect(await findSubscription(database.db, first.token)).toMatchObject({
      email: 'an@example.be',
      locale: 'nl',
      criteria,
      cancelledAt: null,
    });
  });

  it('are the same only on the same site, told apart by their address while the site id is unknown', async () => {
    const onCoast = { ...newSubscription, siteUrl: 'https://kust.test' };
    const made = await createSubscription(database.db, onCoast);
    expect(await findSameSubscription(database.db, onCoast)).toMatchObject({ token: made.token });
    expect(await findSameSubscription(database.db, newSubscription)).toBeNull();
    expect(
      await findSameSubscription(database.db, { ...onCoast, siteUrl: 'https://www.immo.test' }),
    ).toBeNull();
    expect(await findSameSubscription(database.db, { ...onCoast, siteId: 'kust' })).toBeNull();
  });

  it('answer nothing for an unknown or malformed token', async () => {
    await createSubscription(database.db, newSubscription);
    expect(await findSubscription(database.db, 'A'.repeat(43))).toBeNull();
    expect(await findSubscription(database.db, "x' or '1'='1")).toBeNull();
    expect(await cancelSubscription(database.db, 'A'.repeat(43))).toBe('unknown');
  });

  it('save changes made on the edit page', async () => {
    const { token } = await createSubscription(
      database.db,
      newSubscription,
      new Date('2026-03-01T00:00:00Z'),
    );
    const changed = subscriptionCriteriaSchema.parse({ types: [2] });
    const later = new Date('2026-03-02T00:00:00Z');
    const saved = await updateSubscription(database.db, token, { locale: 'fr', criteria: changed }, later);
    expect(saved).toMatchObject({ locale: 'fr', criteria: changed, email: 'an@example.be' });
    expect(saved?.updatedAt.toISOString()).toBe(later.toISOString());
    expect((await findSubscription(database.db, token))?.criteria).toEqual(changed);
  });

  it('cancel once, forget the address, and refuse changes afterwards', async () => {
    const { token } = await createSubscription(database.db, newSubscription);
    expect(await cancelSubscription(database.db, token)).toBe('cancelled');
    expect(await cancelSubscription(database.db, token)).toBe('already-cancelled');
    const cancelled = await findSubscription(database.db, token);
    expect(cancelled?.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled?.email).toBe('');
    expect(await updateSubscription(database.db, token, { email: 'b@example.be' })).toBeNull();
    expect(await activeSubscriptionsAfter(database.db, 0, 10)).toHaveLength(0);
  });

  it('list the active ones a page at a time', async () => {
    for (let index = 0; index < 5; index += 1) await createSubscription(database.db, newSubscription);
    const firstPage = await activeSubscriptionsAfter(database.db, 0, 3);
    const secondPage = await activeSubscriptionsAfter(database.db, firstPage.at(-1)?.id ?? 0, 3);
    expect(firstPage).toHaveLength(3);
    expect(secondPage).toHaveLength(2);
    expect(new Set([...firstPage, ...secondPage].map((row) => row.id)).size).toBe(5);
  });
});
