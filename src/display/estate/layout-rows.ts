import { pageText, type PageText } from '@/content-api/schemas';
import { fieldLabel, formatArea, type LayoutRoomEntry } from '@/domain/estate';
import type { FieldFormatContext } from './field-rows';

/** One room of the layout tab, ready to print. */
export interface LayoutRoomRow {
  key: string;
  label: string;
  surface: string;
  /** The agency's comments in the page's language where it wrote one, else marked with their language. */
  comments: PageText[];
  common: boolean;
  count: number;
}

/** Custom rooms carry the agency's own name ("Wijnkelder"); the other rooms their label of spec §2. */
export function layoutRoomRows(rooms: LayoutRoomEntry[], context: FieldFormatContext): LayoutRoomRow[] {
  return rooms.map((room) => ({
    key: room.key,
    label:
      room.key.startsWith('customRoom') && room.name ? room.name : fieldLabel(context.labels, room.labelKey),
    surface: formatArea(room.surface),
    comments: room.comments.map((comment) => pageText(comment, context.locale)),
    common: room.common,
    count: room.count,
  }));
}
