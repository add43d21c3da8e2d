import { describe, expect, it } from 'vitest';
import { NotSupportedError, getPrivacyStatementConsent, logPolicy } from '@/content-api';

describe('policy calls', () => {
  it('always reject the policy log as not supported', async () => {
    await expect(logPolicy({ policy: 'privacy' })).rejects.toBeInstanceOf(NotSupportedError);
  });

  it('always reject the privacy statement consent as not supported', async () => {
    await expect(getPrivacyStatementConsent()).rejects.toThrow('not supported');
  });
});
