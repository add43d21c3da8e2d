import { describe, expect, it } from 'vitest';
import { toMailEstate } from '@/display/mail/mail-estate';
import { estate } from '../../domain/search/estate-fixtures';

describe('toMailEstate', () => {
  it('gives the title, price, place, facts and the localized absolute detail URL', () => {
    const group = estate({ general: { id: 12, title: { nl: 'Villa met tuin', fr: 'Villa avec jardin' } } });
    const nl = toMailEstate(group, 'nl', 'https://immo.test/');
    const fr = toMailEstate(group, 'fr', 'https://immo.test');
    expect(nl).toMatchObject({
      id: 12,
      title: 'Villa met tuin',
      price: '€ 350.000',
      place: 'Gent',
      facts: ['Villa', '3 slaapkamers'],
    });
    expect(nl.url).toMatch(/^https:\/\/immo\.test\/nl\/aanbod\/12\/[a-z0-9-]+$/);
    expect(fr).toMatchObject({ title: 'Villa avec jardin', place: 'Gand', facts: ['Villa', '3 chambres'] });
    expect(fr.url).toMatch(/^https:\/\/immo\.test\/fr\/offre\/12\//);
  });

  it("marks a title the agency wrote in another language than the mail's", () => {
    const group = estate({ general: { id: 12, title: { nl: 'Villa met tuin' } } });
    expect(toMailEstate(group, 'fr', 'https://immo.test')).toMatchObject({
      title: 'Villa met tuin',
      titleLang: 'nl',
    });
    expect(toMailEstate(group, 'nl', 'https://immo.test')).not.toHaveProperty('titleLang');
    const plain = estate({ general: { id: 13, title: 'Villa met tuin' } });
    expect(toMailEstate(plain, 'fr', 'https://immo.test')).not.toHaveProperty('titleLang');
  });

  it('says "on request" by leaving the price out, and names a monthly rent', () => {
    expect(toMailEstate(estate({ price: null }), 'en', 'https://immo.test').price).toBeNull();
    expect(
      toMailEstate(estate({ price: { value: 950, period: 'MONTH' } }), 'en', 'https://immo.test').price,
    ).toBe('€ 950 per month');
  });

  it('names a photo the site serves by its whole address on the site, and another host’s as given', () => {
    const picture = (file: string) => ({ pictures: [{ file, thumbnail: null, index: 0 }] });
    const served = estate(picture('/media/photos/media/estates/12/0.jpg?w=2400'));
    expect(toMailEstate(served, 'nl', 'https://immo.test/').imageUrl).toMatch(
      /^https:\/\/immo\.test\/media\/photos\/media\/estates\/12\/0\.jpg\?w=\d+$/,
    );
    const elsewhere = estate(picture('https://cdn.test/12/0.jpg'));
    expect(toMailEstate(elsewhere, 'nl', 'https://immo.test').imageUrl).toBe('https://cdn.test/12/0.jpg');
  });
});
