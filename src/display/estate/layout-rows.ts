import { pageText, type Locale, type PageText } from '@/content-api/schemas';
import { fieldLabel, formatArea, type LayoutRoomEntry } from '@/domain/estate';
import type { FieldFormatContext } from './field-rows';

/** One room of the layout tab, ready to print. */
export interface LayoutRoomRow {
  key: string;
  label: string;
  /** The language of a custom room's name, when the agency gave none in the page's. */
  labelLang?: Locale;
  surface: string;
  /** The agency's comments in the page's language where it wrote one, else marked with their language. */
  comments: PageText[];
  common: boolean;
}

/** 'Slaapkamer 1' -> 'Slaapkamer 9': the kind's label with the room's own number. */
function numberedLabel(slotLabel: string, number: number): string {
  return `${slotLabel.replace(/\s*\d+$/, '')} ${number}`;
}

/**
 * Custom rooms carry the agency's own name ("Wijnkelder"), in the page's language or marked with its
 * own; the other rooms their label of spec §2.
 */
export function roomLabel(room: LayoutRoomEntry, context: FieldFormatContext): PageText {
  const name = room.key.startsWith('customRoom') ? pageText(room.name, context.locale) : { text: '' };
  if (name.text) return name;
  const label = fieldLabel(context.labels, room.labelKey);
  return { text: room.number === null ? label : numberedLabel(label, room.number) };
}

export function layoutRoomRows(rooms: LayoutRoomEntry[], context: FieldFormatContext): LayoutRoomRow[] {
  return rooms.map((room) => {
    const label = roomLabel(room, context);
    return {
      key: room.key,
      label: label.text,
      ...(label.lang && { labelLang: label.lang }),
      surface: formatArea(room.surface),
      comments: room.comments.map((comment) => pageText(comment, context.locale)),
      common: room.common,
    };
  });
}
