import { describe, expect, it } from 'vitest';
import {
  composeText,
  contactFormSchema,
  contactRequestSchema,
  hasPrivacyConsent,
  toContactPayload,
} from '@/domain/forms';

const valid = { name: 'An Peeters', email: 'an@example.be', text: 'Is het nog vrij?', privacy: true };

describe('contact form rules', () => {
  it('accepts a complete form with privacy consent', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a form without any privacy consent, on the privacy field', () => {
    const result = contactFormSchema.safeParse({ ...valid, privacy: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['privacy'], message: 'privacyRequired' });
    expect(hasPrivacyConsent({})).toBe(false);
  });

  it('names a malformed e-mail address by its message key', () => {
    const result = contactFormSchema.safeParse({ ...valid, email: 'not-an-address' });
    expect(result.error?.issues[0]?.message).toBe('emailInvalid');
  });

  it('puts a chosen subject before the text, and none for subject 0', () => {
    expect(composeText('Bezoek', 'Morgen?')).toBe('Bezoek | Morgen?');
    expect(composeText('0', 'Morgen?')).toBe('Morgen?');
  });

  it('leaves unticked boxes and empty optional fields out of the payload', () => {
    const payload = toContactPayload({ ...valid, subject: '0', phone: '', newsletter: false }, 'property');
    expect(payload).toEqual({
      form: 'property',
      name: 'An Peeters',
      email: 'an@example.be',
      text: 'Is het nog vrij?',
      privacy: true,
    });
    expect(contactRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses a line break in a one-line field, with its own message', () => {
    const result = contactFormSchema.safeParse({ ...valid, name: 'An\r\nBcc: x@example.be' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'singleLine'],
    ]);
    expect(contactFormSchema.safeParse({ ...valid, phone: '0470\n12' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, text: 'Twee\nregels' }).success).toBe(true);
  });

  it('requires the request to say which form sent it', () => {
    const payload = toContactPayload(valid, 'extra-info');
    expect(contactRequestSchema.safeParse(payload).success).toBe(true);
    const { form: _form, ...withoutForm } = payload;
    expect(contactRequestSchema.safeParse(withoutForm).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...payload, form: 'other' }).success).toBe(false);
  });
});
