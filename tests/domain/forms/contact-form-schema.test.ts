import { describe, expect, it } from 'vitest';
import { composeText, contactFormSchema, hasPrivacyConsent, toContactPayload } from '@/domain/forms';

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
    const payload = toContactPayload({ ...valid, subject: '0', phone: '', newsletter: false });
    expect(payload).toEqual({
      name: 'An Peeters',
      email: 'an@example.be',
      text: 'Is het nog vrij?',
      privacy: true,
    });
    expect(contactFormSchema.safeParse(payload).success).toBe(true);
  });
});
