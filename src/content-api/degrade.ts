/** What a list call gives when it failed: nothing to show, and the reason for the page to report. */
export type DegradedList<T> = { total: number; results: T[]; error?: Error };

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * List and filter loading never breaks a page (spec §8): any failure, even a missing configuration,
 * is logged and an empty answer carries the error instead.
 */
export async function degradeList<T>(
  what: string,
  call: () => Promise<{ total: { value: number }; results: T[] }>,
): Promise<DegradedList<T>> {
  try {
    const answer = await call();
    return { total: answer.total.value, results: answer.results };
  } catch (error) {
    console.error(`${what} failed`, error);
    return { total: 0, results: [], error: asError(error) };
  }
}

export async function degradeToEmpty<T extends object>(
  what: string,
  call: () => Promise<T>,
): Promise<Partial<T>> {
  try {
    return await call();
  } catch (error) {
    console.error(`${what} failed`, error);
    return {};
  }
}
