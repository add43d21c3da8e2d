// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactAside } from '@/components/estate/ContactAside';
import { EstateDescription } from '@/components/estate/EstateDescription';
import { ExtraFieldList } from '@/components/estate/ExtraFieldList';
import { FieldList } from '@/components/estate/FieldList';
import { LayoutRoomTable } from '@/components/estate/LayoutRoomTable';
import { MediaLinks } from '@/components/estate/MediaLinks';
import { fieldRow } from '@/display/estate/field-rows';
import { layoutRoomRows } from '@/display/estate/layout-rows';
import { estateField, estateLabels, layoutRooms } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import { estateRecord } from '../../domain/estate/estate-fixture';
import { formatContext } from '../../display/estate/estate-test-context';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

const french = formatContext('fr');

describe("an agency's text on a French page", () => {
  it('marks a yes/no explanation that exists in Dutch only, and leaves a French one unmarked', () => {
    const record = estateRecord({
      comfort: {
        glazing: { value: true, description: { nl: 'Dubbele beglazing' } },
        heating: { value: true, description: { nl: 'Centrale verwarming', fr: 'Chauffage central' } },
      },
    });
    const rows = [estateField('comfort.glazing'), estateField('comfort.heating')].flatMap(
      (definition) => fieldRow(record, definition, french) ?? [],
    );
    render(<FieldList rows={rows} floodWarningLabel="" />);
    expect(screen.getByText('Dubbele beglazing')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Chauffage central')).not.toHaveAttribute('lang');
  });

  it('shows a plain string as it is, claiming no language for it', () => {
    const record = estateRecord({ comfort: { glazing: { value: true, description: 'Dubbele beglazing' } } });
    const row = fieldRow(record, estateField('comfort.glazing'), french);
    render(<FieldList rows={row ? [row] : []} floodWarningLabel="" />);
    expect(screen.getByText('Dubbele beglazing').closest('[lang]')).toBeNull();
  });

  it('marks a room comment in another language inside the layout table', async () => {
    const record = estateRecord({
      layout: { rooms: [{ id: 10, surface: 20, comment: { nl: 'Zuidgericht' } }] },
    });
    const rooms = layoutRoomRows(layoutRooms(record), french);
    render(await LayoutRoomTable({ rooms, locale: 'fr', fieldLabels: estateLabels('fr') }));
    expect(screen.getByText('Zuidgericht')).toHaveAttribute('lang', 'nl');
  });

  it("marks the representative's note, a file comment and the description in the language they fall back to", async () => {
    const record = estateRecord({
      files: [{ type: 'PLAN', link: 'https://example.be/plan.pdf', comment: { nl: 'Grondplan' } }],
    });
    render(
      <>
        {await ContactAside({
          salesRep: { firstname: 'Sofie', lastname: 'Claes', description: { nl: 'Erkend vastgoedmakelaar' } },
          contactInfo: null,
          locale: 'fr',
          labels: estateLabels('fr'),
          headingId: 'contact',
        })}
        {await MediaLinks({ record, locale: 'fr', codes: french.codes })}
        <EstateDescription text="Rustig gelegen." lang="nl" heading="Description" headingId="description" />
      </>,
    );
    expect(screen.getByText('Erkend vastgoedmakelaar')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Grondplan')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Rustig gelegen.').closest('[lang]')).toHaveAttribute('lang', 'nl');
  });

  it("marks an extra field's text in another language", () => {
    render(
      <ExtraFieldList
        heading="Autres"
        extras={[
          { id: 1, long: false, text: 'Zuidtuin', lang: 'nl' },
          { id: 2, long: true, text: 'Calme et verdoyant.' },
        ]}
      />,
    );
    expect(screen.getByText('Zuidtuin')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Calme et verdoyant.').closest('[lang]')).toBeNull();
  });

  it("names an extra field's value with the agency's name for it, marked when in another language", () => {
    render(
      <ExtraFieldList
        heading="Autres"
        extras={[
          { id: 3, long: false, text: '4', label: { text: 'Nombre de façades' } },
          { id: 4, long: false, text: '2', label: { text: 'Aantal parkeerplaatsen', lang: 'nl' } },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Nombre de façades: 4', 'Aantal parkeerplaatsen: 2']);
    expect(screen.getByText('Aantal parkeerplaatsen')).toHaveAttribute('lang', 'nl');
  });
});
