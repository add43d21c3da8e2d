import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after the first render, then true (spec §2: the map waits 200 ms). */
export function useDelay(ms: number): boolean {
  const [due, setDue] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setDue(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return due;
}
