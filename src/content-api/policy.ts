import { NotSupportedError } from './errors';

/*
 * The content service's policy log and privacy statement consent calls are not offered to this site
 * (spec §6, §8): they always reject. The privacy statement *page* is an ordinary CMS page.
 */

/** Would record that a visitor saw or accepted a policy. */
export async function logPolicy(_entry?: unknown): Promise<never> {
  throw new NotSupportedError('The policy log');
}

/** Would fetch the visitor's privacy statement consent. */
export async function getPrivacyStatementConsent(_visitor?: unknown): Promise<never> {
  throw new NotSupportedError('The privacy statement consent');
}
