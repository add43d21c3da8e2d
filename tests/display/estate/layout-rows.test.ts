import { describe, expect, it } from 'vitest';
import { layoutRoomRows } from '@/display/estate/layout-rows';
import { fieldLabel, formatArea, type LayoutRoomEntry } from '@/domain/estate';
import { formatContext } from './estate-test-context';

const room = (
  entry: Partial<LayoutRoomEntry> & Pick<LayoutRoomEntry, 'key' | 'labelKey'>,
): LayoutRoomEntry => ({
  roomTypeId: 1,
  name: null,
  surface: 14,
  comments: [],
  common: false,
  number: null,
  ...entry,
});

describe('layoutRoomRows', () => {
  const context = formatContext('nl');

  it('labels a room by its label key, and a custom room by the name the agency gave it', () => {
    const rows = layoutRoomRows(
      [
        room({ key: 'bedroom2', labelKey: 'layout.bedroom2', comments: ['Met dressing'] }),
        room({ key: 'customRoom1', labelKey: 'layout.customRoom1', name: 'Wijnkelder', surface: -1 }),
      ],
      context,
    );
    expect(rows).toEqual([
      {
        key: 'bedroom2',
        label: fieldLabel(context.labels, 'layout.bedroom2'),
        surface: formatArea(14),
        comments: [{ text: 'Met dressing' }],
        common: false,
      },
      {
        key: 'customRoom1',
        label: 'Wijnkelder',
        surface: formatArea(-1),
        comments: [],
        common: false,
      },
    ]);
  });

  it('names a room past the numbered slots by its kind and number', () => {
    const rows = layoutRoomRows(
      [
        room({ key: 'bedroom-9', labelKey: 'layout.bedroom1', number: 9 }),
        room({ key: 'garage-2', labelKey: 'layout.garage', number: 2 }),
      ],
      context,
    );
    expect(rows.map((row) => row.label)).toEqual(['Slaapkamer 9', 'Garage 2']);
    expect(
      layoutRoomRows(
        [room({ key: 'bedroom-8', labelKey: 'layout.bedroom1', number: 8 })],
        formatContext('fr'),
      )[0]?.label,
    ).toBe('Chambre 8');
  });

  it("gives each comment in the page's language, or marked with the language it is in", () => {
    const [row] = layoutRoomRows(
      [
        room({
          key: 'terrace',
          labelKey: 'layout.terrace',
          comments: [{ nl: 'Zuidgericht', fr: 'Orientée plein sud' }, { nl: 'Met luifel' }, 'Overdekt'],
        }),
      ],
      formatContext('fr'),
    );
    expect(row?.comments).toEqual([
      { text: 'Orientée plein sud' },
      { text: 'Met luifel', lang: 'nl' },
      { text: 'Overdekt' },
    ]);
  });
});
