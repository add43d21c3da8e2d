export interface RetryPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** The wait never grows beyond this. */
  maxDelayMs: number;
  /** After this many attempts the mail is marked failed and left for a person to look at. */
  maxAttempts: number;
}

/** The wait before the next attempt, after `attempts` failed ones (1 = the first failure). */
export function retryDelayMs(attempts: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>) {
  const exponent = Math.max(0, attempts - 1);
  // 2 ** 40 is far beyond any cap; stopping there keeps the number finite.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 40));
}
