import { describe, expect, it } from 'vitest';
import { sendToFriendRequestSchema, sendToFriendSchema } from '@/domain/forms/send-to-friend-schema';

const valid = {
  name: 'Sam Peeters',
  email: 'sam@example.be',
  friendEmail: 'friend@example.be',
  locale: 'fr',
  privacy: true,
  estateId: 1001,
};
const failure = (values: unknown) => {
  const result = sendToFriendSchema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('sendToFriendSchema', () => {
  it('accepts one friend, an optional short note and the consent', () => {
    expect(failure(valid)).toBeNull();
    expect(failure({ ...valid, message: 'Mooi huis, toch?' })).toBeNull();
  });

  it('takes exactly one friend address, as text or as a list', () => {
    for (const friendEmail of ['a@example.be, b@example.be', 'a@example.be;b@example.be', 'a@x.be b@x.be']) {
      expect(failure({ ...valid, friendEmail })).toEqual([['friendEmail', 'singleFriendEmail']]);
    }
    expect(failure({ ...valid, friendEmail: ['a@example.be', 'b@example.be'] })).toEqual([
      ['friendEmail', 'singleFriendEmail'],
    ]);
    expect(failure({ ...valid, friendEmail: 'friend' })).toEqual([['friendEmail', 'friendEmailInvalid']]);
  });

  it('requires the consent and refuses links and markup', () => {
    expect(failure({ ...valid, privacy: false })).toEqual([['privacy', 'privacyRequired']]);
    expect(failure({ ...valid, privacy: undefined })).toEqual([['privacy', 'privacyRequired']]);
    expect(failure({ ...valid, message: 'Zie https://elders.example' })).toEqual([
      ['message', 'messageNoLinks'],
    ]);
    expect(failure({ ...valid, message: '<a href="x">klik</a>' })).toEqual([['message', 'messageNoLinks']]);
    expect(failure({ ...valid, name: 'Sam\nBcc: x@example.be' })).toEqual([['name', 'singleLine']]);
  });

  it('limits the note to 500 characters and refuses fields it does not know', () => {
    expect(failure({ ...valid, message: 'x'.repeat(501) })).toEqual([['message', 'messageTooLong']]);
    expect(failure({ ...valid, bcc: 'x@example.be' })?.[0]?.[1]).toBeDefined();
  });

  it('needs the captcha answer in the request', () => {
    expect(sendToFriendRequestSchema.safeParse(valid).success).toBe(false);
    expect(sendToFriendRequestSchema.safeParse({ ...valid, 'g-recaptcha-response': 'token' }).success).toBe(
      true,
    );
  });
});
