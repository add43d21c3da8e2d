import type { EstateGroup, EstateRecord } from '@/content-api/schemas';

export interface ProjectFloor {
  /** Floor level (0 = ground floor, -1 = basement); null for units without a level. */
  floor: number | null;
  units: EstateRecord[];
}

/** The main record when the group is a new-construction project, else null. */
export function projectOf(group: EstateGroup): EstateRecord | null {
  const main = group.children[0];
  return main?.general.project ? main : null;
}

/** A project's units: every child after the main record. */
export function projectUnits(group: EstateGroup): EstateRecord[] {
  return projectOf(group) ? group.children.slice(1) : [];
}

/** One unit of a project by its id, as it arrives from a URL segment or a number; null if unknown. */
export function unitOf(group: EstateGroup, unitId: number | string): EstateRecord | null {
  const id = typeof unitId === 'number' ? unitId : Number(unitId.trim());
  if (!Number.isInteger(id)) return null;
  return projectUnits(group).find((unit) => unit.general.id === id) ?? null;
}

function levelOf(unit: EstateRecord): number | null {
  return typeof unit.general.floor === 'number' ? unit.general.floor : null;
}

/** Ascending, with missing values last. */
function compareNullable(first: number | null | undefined, second: number | null | undefined): number {
  if (first == null || second == null) return (first == null ? 1 : 0) - (second == null ? 1 : 0);
  return first - second;
}

/**
 * A project's units grouped by floor level (spec §2): levels ascending, units within a level by floor
 * id. Units without a level come last; equal floor ids keep the agency's order.
 */
export function groupProjectUnits(group: EstateGroup): ProjectFloor[] {
  const byLevel = new Map<number | null, EstateRecord[]>();
  for (const unit of projectUnits(group)) {
    const level = levelOf(unit);
    byLevel.set(level, [...(byLevel.get(level) ?? []), unit]);
  }
  return [...byLevel.entries()]
    .sort(([first], [second]) => compareNullable(first, second))
    .map(([floor, units]) => ({
      floor,
      units: [...units].sort((first, second) =>
        compareNullable(first.general.floorId, second.general.floorId),
      ),
    }));
}
