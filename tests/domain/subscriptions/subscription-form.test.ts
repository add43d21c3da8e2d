import { describe, expect, it } from 'vitest';
import { subscribeFormSchema, subscriptionEditSchema, subscriptionErrorKey } from '@/domain/subscriptions';

const valid = { email: ' an@example.be ', locale: 'nl', criteria: {}, privacy: true };

function keysOf(result: ReturnType<typeof subscribeFormSchema.safeParse>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), subscriptionErrorKey(i)]));
}

describe('the subscription form schema', () => {
  it('needs the privacy consent to subscribe, as the contact forms do (spec §5)', () => {
    expect(subscribeFormSchema.parse(valid).email).toBe('an@example.be');
    expect(keysOf(subscribeFormSchema.safeParse({ ...valid, privacy: false }))).toEqual({
      privacy: 'privacyRequired',
    });
  });

  it('names its failures by message key', () => {
    expect(keysOf(subscribeFormSchema.safeParse({ ...valid, email: 'an@' }))).toEqual({
      email: 'emailInvalid',
    });
    expect(
      keysOf(subscribeFormSchema.safeParse({ ...valid, criteria: { priceMin: 300_000, priceMax: 100_000 } })),
    ).toEqual({ 'criteria.priceMax': 'priceOrder' });
    expect(keysOf(subscribeFormSchema.safeParse({ ...valid, criteria: { types: [-1] } }))).toEqual({
      'criteria.types.0': 'invalid',
    });
  });

  it('asks no consent on the edit page, where the token proves the owner', () => {
    expect(
      subscriptionEditSchema.safeParse({ email: 'an@example.be', locale: 'de', criteria: {} }).success,
    ).toBe(true);
    expect(
      subscriptionEditSchema.safeParse({ email: 'an@example.be', locale: 'es', criteria: {} }).success,
    ).toBe(false);
  });
});
