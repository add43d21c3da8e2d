/**
 * A fixed-window count per address, in memory: enough to keep one browser (or one bot) from
 * flooding the log, without a database write for every report. The oldest addresses are dropped
 * first when too many are tracked, so memory stays bounded.
 */
export function createAddressBudget({
  limit,
  windowMs,
  maxAddresses = 10_000,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  maxAddresses?: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one report from `address`; false once it has used up its budget for the window. */
    take(address: string): boolean {
      const time = now();
      const current = windows.get(address);
      if (current && time - current.start < windowMs) {
        current.count += 1;
        return current.count <= limit;
      }
      windows.delete(address);
      if (windows.size >= maxAddresses) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      windows.set(address, { start: time, count: 1 });
      return true;
    },
  };
}
