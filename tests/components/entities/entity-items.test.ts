import { describe, expect, it, vi } from 'vitest';
import { readOffices, readTeamMembers, telHref } from '@/components/entities/entity-items';

describe('entity items', () => {
  it('leaves out (and logs) an item whose fields do not fit, keeping the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const members = readTeamMembers(
      [
        { id: 1, fields: { name: 'Lotte Janssens', role: { nl: 'Verhuur' }, phone: '  ' } },
        { id: 2, fields: { name: 42 } },
      ],
      'en',
    );
    expect(members).toEqual([
      {
        id: '1',
        name: 'Lotte Janssens',
        role: 'Verhuur',
        photo: null,
        phone: null,
        mobile: null,
        email: null,
      },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'team' item 2"));
  });

  it('reads office texts given as plain text or by language', () => {
    const [office] = readOffices(
      [{ id: 3, fields: { name: 'Namur', zip: '5000', city: 'Namur', openingHours: { de: 'Mo–Fr' } } }],
      'de',
    );
    expect(office).toMatchObject({ zipCity: '5000 Namur', openingHours: 'Mo–Fr', lat: null, lon: null });
  });

  it('dials a phone number with digits and the country prefix only', () => {
    expect(telHref('+32 (0)9 224 18.30')).toBe('tel:+320922418' + '30');
  });
});
