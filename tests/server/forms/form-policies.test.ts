import { describe, expect, it } from 'vitest';
import { captchaPolicies, captchaPolicyOf } from '@/server/forms/form-policies';

describe('the captcha policy', () => {
  it('requires the captcha of every form that shows one: the modal, send to a friend, keep me informed, valuation', () => {
    expect(captchaPolicyOf('contact-extra-info')).toBe('required');
    expect(captchaPolicyOf('send-to-a-friend')).toBe('required');
    expect(captchaPolicyOf('keep-me-informed')).toBe('required');
    expect(captchaPolicyOf('valuation-request')).toBe('required');
  });

  it('asks none of the forms that show none', () => {
    const notShown = Object.entries(captchaPolicies)
      .filter(([, policy]) => policy === 'not-shown')
      .map(([form]) => form);
    expect(notShown.sort()).toEqual([
      'cancel-appointment',
      'contact-property',
      'keep-me-informed-cancel',
      'keep-me-informed-edit',
      'live-agenda',
      'rental-reservation',
    ]);
  });
});
