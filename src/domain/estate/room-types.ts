import { countedRoomIds } from '@/content-api/schemas';

/**
 * Room type ids of layout and floor rooms. The counted ones are fixed by the spec (§3: bedroom 1,
 * bathroom 5, garage 6, terrace 10, parking 14, toilet 16); the others follow the content service's
 * numbering, and custom rooms, which carry their own name, use 101 to 110.
 */
export const roomTypeIds = {
  ...countedRoomIds,
  living: 2,
  kitchen: 3,
  dining: 4,
  hall: 7,
  laundryRoom: 8,
  cellar: 9,
  study: 11,
  attic: 12,
  storeRoom: 13,
  dressing: 15,
  wintergarden: 17,
  nightHall: 18,
  atelier: 19,
  crawlingSpace: 20,
  freeProfession: 21,
  showroom: 22,
  sittingArea: 23,
  wardrobe: 24,
} as const;

export type RoomKind = keyof typeof roomTypeIds | 'customRoom';

export const customRoomIds = { first: 101, last: 110 } as const;

export function roomKindOf(roomTypeId: number): RoomKind | null {
  if (roomTypeId >= customRoomIds.first && roomTypeId <= customRoomIds.last) return 'customRoom';
  const entry = Object.entries(roomTypeIds).find(([, id]) => id === roomTypeId);
  return entry ? (entry[0] as RoomKind) : null;
}

/** The rooms of the layout tab (spec §2), in the order the tab lists them; numbered kinds have one slot per room. */
export const layoutRoomKeys = [
  'atelier',
  'attic1',
  'attic2',
  'bathroom1',
  'bathroom2',
  'bathroom3',
  'bedroom1',
  'bedroom2',
  'bedroom3',
  'bedroom4',
  'bedroom5',
  'bedroom6',
  'bedroom7',
  'cellar',
  'crawlingSpace',
  'dining',
  'dressing',
  'freeProfession',
  'garage',
  'hall',
  'kitchen1',
  'kitchen2',
  'laundryRoom',
  'living',
  'nightHall',
  'showroom',
  'sittingArea',
  'storeRoom',
  'study',
  'terrace',
  'toilet1',
  'toilet2',
  'wardrobe',
  'wintergarden',
  'customRoom1',
  'customRoom2',
  'customRoom3',
  'customRoom4',
  'customRoom5',
  'customRoom6',
  'customRoom7',
  'customRoom8',
  'customRoom9',
  'customRoom10',
] as const;
export type LayoutRoomKey = (typeof layoutRoomKeys)[number];

/** The slots a room kind fills, in order: ['bedroom1', …, 'bedroom7'], ['garage'], or [] (parking). */
export function slotsOf(kind: RoomKind): LayoutRoomKey[] {
  return layoutRoomKeys.filter((key) => key === kind || key.replace(/\d+$/, '') === kind);
}

/** The label key of a layout slot: 'crawlingSpace' -> 'layout.crawling_space', 'bedroom2' -> 'layout.bedroom2'. */
export function roomLabelKey(key: LayoutRoomKey): string {
  return `layout.${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}
