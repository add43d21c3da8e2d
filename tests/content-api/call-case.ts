import type { Locale } from '@/content-api/schemas';

export type CallOptionsUnderTest = { locale?: Locale; backoffice?: boolean };

/**
 * One call of spec §7 as the content service sees it. `onNotFound` says what the call does with a 404:
 * raise it, give null, or (for the list and filter calls, which do so on every failure) degrade to an
 * empty list or object.
 */
export type CallCase = {
  name: string;
  method: 'get' | 'post' | 'delete';
  pathname: string;
  search?: string;
  call: (options: CallOptionsUnderTest) => Promise<unknown>;
  answer: unknown;
  /** What the call resolves to for `answer` when that differs from it. */
  expected?: unknown;
  sentBody?: unknown;
  /** The accept-language a call sends whatever the options say (its own locale argument). */
  ownLocale?: Locale;
  /** Estate calls carry the back-office marker when asked. */
  estateCall?: boolean;
  onNotFound: 'throws' | 'null' | 'degradesList' | 'degradesToEmpty';
  /** An answer that breaks the schema, and the path of the bad field. */
  broken: { answer: unknown; path: string };
};
