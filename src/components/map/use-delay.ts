import { useEffect, useState } from 'react';

/**
 * False until `ms` milliseconds after `start` first became true (by default at the first render),
 * then true (spec §2: the map waits 200 ms).
 */
export function useDelay(ms: number, start = true): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!start || ms <= 0) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, start]);
  return start && (ms <= 0 || elapsed);
}
