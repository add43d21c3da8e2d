import { countedRoomIds, hasText, type EstateRecord, type TextInLanguages } from '@/content-api/schemas';
import { roomKindOf, roomLabelKey, slotsOf, layoutRoomKeys, type LayoutRoomKey } from './room-types';

type LayoutRoom = NonNullable<EstateRecord['layout']>['rooms'][number];

export interface RoomCounts {
  bedrooms: number;
  bathrooms: number;
  garages: number;
  terraces: number;
  /** Sum of the known terrace surfaces, in m². */
  terraceSurface: number;
  parkings: number;
  toilets: number;
}

interface Tally {
  count: number;
  surface: number;
}

function knownSurface(surface: number | null | undefined): number {
  return typeof surface === 'number' && surface > 0 ? surface : 0;
}

function fromLayout(record: EstateRecord, roomTypeId: number): Tally | null {
  const rooms = (record.layout?.rooms ?? []).filter((room) => room.id === roomTypeId);
  if (rooms.length === 0) return null;
  return { count: rooms.length, surface: rooms.reduce((sum, room) => sum + knownSurface(room.surface), 0) };
}

function fromFloors(record: EstateRecord, roomTypeId: number): Tally | null {
  const rooms = (record.floors ?? [])
    .flatMap((floor) => floor.rooms)
    .filter((room) => room.id === roomTypeId);
  if (rooms.length === 0) return null;
  return {
    // A floor entry without a count still stands for one room.
    count: rooms.reduce(
      (sum, room) => sum + (typeof room.count === 'number' ? Math.max(0, room.count) : 1),
      0,
    ),
    surface: rooms.reduce((sum, room) => sum + knownSurface(room.surface), 0),
  };
}

/**
 * The layout (one entry per room) and the floors (rooms summed per floor level) describe the same
 * rooms twice, so adding them up would double every room. Per room type, the layout wins when it
 * lists that type at all, and the floors only fill in the types the layout leaves out.
 */
function tally(record: EstateRecord, roomTypeId: number): Tally {
  return fromLayout(record, roomTypeId) ?? fromFloors(record, roomTypeId) ?? { count: 0, surface: 0 };
}

/**
 * The counted rooms of spec §3 (bedroom 1, bathroom 5, garage 6, terrace 10, parking 14, toilet 16).
 * Without any bedroom room, the record's own bedroom count stands in: some records carry only that.
 */
export function countRooms(record: EstateRecord): RoomCounts {
  const terraces = tally(record, countedRoomIds.terrace);
  const bedrooms = tally(record, countedRoomIds.bedroom).count;
  const declaredBedrooms = record.general.bedroomCount;
  return {
    bedrooms:
      bedrooms === 0 && typeof declaredBedrooms === 'number' ? Math.max(0, declaredBedrooms) : bedrooms,
    bathrooms: tally(record, countedRoomIds.bathroom).count,
    garages: tally(record, countedRoomIds.garage).count,
    terraces: terraces.count,
    terraceSurface: terraces.surface,
    parkings: tally(record, countedRoomIds.parking).count,
    toilets: tally(record, countedRoomIds.toilet).count,
  };
}

/** One row of the layout tab: one room. */
export interface LayoutRoomEntry {
  /** Unique per row: the slot ('bedroom2'), or the kind and number past the slots ('bedroom9'). */
  key: string;
  /** Label key of the row, e.g. 'layout.bedroom2'; for a room past the slots, its kind's first slot. */
  labelKey: string;
  /** Past the numbered slots: the room's number within its kind, which names it ('Slaapkamer 9'). */
  number: number | null;
  roomTypeId: number;
  /** The agency's own name for the room (custom rooms carry one). */
  name: TextInLanguages | null;
  /** m²; -1 when unknown (shown as a dash), null when not given. */
  surface: number | null;
  /** The agency's comment on the room, plain or by language (none or one); the page picks its text. */
  comments: TextInLanguages[];
  common: boolean;
}

/** A comment counts when it holds some text in any language. */
function commentsOf(room: LayoutRoom): TextInLanguages[] {
  return hasText(room.comment) ? [room.comment] : [];
}

function entryOf(room: LayoutRoom, key: string, labelKey: string, number: number | null): LayoutRoomEntry {
  return {
    key,
    labelKey,
    number,
    roomTypeId: room.id,
    name: hasText(room.name) ? room.name : null,
    surface: room.surface ?? null,
    comments: commentsOf(room),
    common: room.common === true,
  };
}

/**
 * The rows of the layout tab, in the order of spec §2, one per room of the record's layout. Rooms of a
 * kind fill its numbered slots in the order the agency listed them (bedroom1, bedroom2, …); a room
 * beyond the last slot (an eighth bedroom, a second garage) gets its own row after them, named by its
 * kind and number ('Slaapkamer 8', 'Garage 2'). Kinds without a row (parking) are left out.
 */
export function layoutRooms(record: EstateRecord): LayoutRoomEntry[] {
  const inSlots = new Map<LayoutRoomKey, LayoutRoomEntry>();
  const pastSlots = new Map<LayoutRoomKey, LayoutRoomEntry[]>();
  const used = new Map<string, number>();
  for (const room of record.layout?.rooms ?? []) {
    const kind = roomKindOf(room.id);
    if (!kind) continue;
    const slots = slotsOf(kind);
    const first = slots[0];
    const last = slots[slots.length - 1];
    if (!first || !last) continue;
    const position = used.get(kind) ?? 0;
    used.set(kind, position + 1);
    const slot = slots[position];
    if (slot) {
      inSlots.set(slot, entryOf(room, slot, roomLabelKey(slot), null));
      continue;
    }
    const number = position + 1;
    const extra = entryOf(room, `${kind}-${number}`, roomLabelKey(first), number);
    pastSlots.set(last, [...(pastSlots.get(last) ?? []), extra]);
  }
  return layoutRoomKeys.flatMap((key) => {
    const inSlot = inSlots.get(key);
    return [...(inSlot ? [inSlot] : []), ...(pastSlots.get(key) ?? [])];
  });
}
