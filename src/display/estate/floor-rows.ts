import { pageText, type EstateRecord, type PageText } from '@/content-api/schemas';
import { fieldLabel, formatArea, roomKindOf, roomLabelKey, slotsOf } from '@/domain/estate';
import type { FieldFormatContext } from './field-rows';

/** One kind of room on one floor (spec §3 floors): 'Slaapkamer', 2 of them, 28 m² together. */
export interface FloorRoomRow {
  key: string;
  label: string;
  count: number;
  /** '' when the record gives no surface; a dash when it is unknown (-1). */
  surface: string;
  /** The agency's comment in the page's language, or marked with the language it is in. */
  comment: PageText | null;
  common: boolean;
}

export interface FloorRows {
  /** 0 is the ground floor, below it the basements, above it the storeys. */
  level: number;
  rooms: FloorRoomRow[];
}

type FloorRoom = NonNullable<EstateRecord['floors']>[number]['rooms'][number];

/** 'Slaapkamer 1' -> 'Slaapkamer': a floor names the kind of room, its count says how many. */
function kindLabel(roomTypeId: number, context: FieldFormatContext): string | null {
  const kind = roomKindOf(roomTypeId);
  const slot = kind ? slotsOf(kind)[0] : undefined;
  if (!slot) return null;
  return fieldLabel(context.labels, roomLabelKey(slot)).replace(/\s*\d+$/, '');
}

function bySort(first: FloorRoom, second: FloorRoom): number {
  return (first.sort ?? Number.MAX_SAFE_INTEGER) - (second.sort ?? Number.MAX_SAFE_INTEGER);
}

function roomRow(room: FloorRoom, index: number, context: FieldFormatContext): FloorRoomRow | null {
  const label = kindLabel(room.id, context);
  // A count of 0 or less says there is no such room: nothing to show.
  const count = typeof room.count === 'number' ? room.count : 1;
  if (!label || count <= 0) return null;
  const comment = pageText(room.comment, context.locale);
  return {
    key: `${room.id}-${index}`,
    label,
    count,
    surface: formatArea(room.surface),
    comment: comment.text ? comment : null,
    common: room.common === true,
  };
}

/**
 * The floors section of the layout tab: each floor, lowest first, with its rooms in the agency's
 * sort order. Rooms of a kind the site cannot name are left out rather than shown unlabelled, and a
 * floor left without rooms is not shown.
 */
export function floorRows(record: EstateRecord, context: FieldFormatContext): FloorRows[] {
  return [...(record.floors ?? [])]
    .sort((first, second) => first.floor - second.floor)
    .map((floor) => ({
      level: floor.floor,
      rooms: [...floor.rooms].sort(bySort).flatMap((room, index) => roomRow(room, index, context) ?? []),
    }))
    .filter((floor) => floor.rooms.length > 0);
}
