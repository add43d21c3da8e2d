import { searchEstates } from '@/content-api';
import type { AlertRunOptions } from '@/server/subscriptions/alerts';

/**
 * Options of an alerts run against the test content service: searches go to it, mails carry the
 * immo.test domain; `agency` says which brand and default site the run uses.
 */
export function alertRunOptions(
  db: AlertRunOptions['db'],
  agency: Pick<AlertRunOptions, 'brand' | 'defaultSite'>,
  extra: Partial<AlertRunOptions> = {},
): AlertRunOptions {
  return {
    db,
    search: (body, searchOptions) => searchEstates(body, searchOptions),
    messageDomain: 'immo.test',
    ...agency,
    ...extra,
  };
}
