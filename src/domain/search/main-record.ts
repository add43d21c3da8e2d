import type { EstateGroup, EstateRecord } from '@/content-api/schemas';

/** The record that speaks for the whole estate: children[0] (for a project, the project itself). */
export function mainRecord(estate: EstateGroup): EstateRecord {
  const [main] = estate.children;
  // The schema guarantees at least one child; a hand-built group without one is a programming error.
  if (!main) throw new Error(`Estate ${estate.id} has no records`);
  return main;
}
