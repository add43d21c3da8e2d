import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { toMailEstate } from '@/display/mail/mail-estate';
import {
  appointmentCancellationMail,
  appointmentConfirmationMail,
  contactReceiptMail,
  contactRequestMail,
  estateAlertMail,
  formatAppointmentTime,
  sendToAFriendMail,
  subscriptionConfirmationMail,
  type MailEstate,
} from '@/server/mail/templates';
import { estate } from '../../domain/search/estate-fixtures';

const brand = { name: 'Immo Peeters', siteUrl: 'https://immo.test', color: '#0f766e' };
const villa: MailEstate = {
  id: 12,
  title: 'Villa met tuin',
  url: 'https://immo.test/nl/aanbod/12/villa-te-koop-in-9000-gent',
  imageUrl: 'https://photos.test/12.jpg',
  price: '€ 350.000',
  place: 'Gent',
  facts: ['Villa', '3 slaapkamers'],
};
const hostile = '<script>alert(1)</script><a href="https://spam.example">win</a>';

const everyTemplate = (locale: (typeof locales)[number]) => [
  contactRequestMail({
    locale,
    brand,
    visitor: { name: 'An', email: 'an@example.be' },
    message: 'Vraag',
    estate: villa,
  }),
  contactReceiptMail({ locale, brand, estate: villa }),
  sendToAFriendMail({
    locale,
    brand,
    sender: { name: 'An', email: 'an@example.be' },
    message: 'Kijk!',
    estate: villa,
  }),
  subscriptionConfirmationMail({
    locale,
    brand,
    editUrl: 'https://immo.test/e',
    unsubscribeUrl: 'https://immo.test/u',
  }),
  estateAlertMail({
    locale,
    brand,
    estates: [villa],
    editUrl: 'https://immo.test/e',
    unsubscribeUrl: 'https://immo.test/u',
    oneClickUnsubscribeUrl: 'https://immo.test/one-click',
  }),
  appointmentConfirmationMail({
    locale,
    brand,
    start: '2026-03-14T10:00:00',
    end: '2026-03-14T10:30:00',
    cancelUrl: 'https://immo.test/c',
  }),
  appointmentCancellationMail({
    locale,
    brand,
    estate: villa,
    start: '2026-03-14T10:00:00',
    end: '2026-03-14T10:30:00',
  }),
];

describe('mail templates', () => {
  it.each(locales)('write every mail in %s, as plain text and as HTML in that language', (locale) => {
    const mails = everyTemplate(locale);
    for (const mail of mails) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain('Immo Peeters');
      expect(mail.html).toContain(`<html lang="${locale}">`);
    }
    const subjects = new Set(mails.map((mail) => mail.subject));
    expect(subjects.size).toBe(mails.length);
  });

  it('speak each language in their own words', () => {
    const subjects = locales.map((locale) => contactReceiptMail({ locale, brand }).subject);
    expect(new Set(subjects).size).toBe(4);
    expect(subjects[0]).toBe('We hebben uw vraag goed ontvangen');
  });

  it('escape everything a visitor typed in the HTML and never make it a link', () => {
    const request = contactRequestMail({
      locale: 'nl',
      brand,
      visitor: { name: '"><img src=x onerror=alert(1)>', email: 'an@example.be', phone: '<b>0470</b>' },
      message: `${hostile}\nsecond line`,
      fields: [{ label: 'Voorkeur', value: '<i>telefoon</i>' }],
    });
    const friend = sendToAFriendMail({
      locale: 'en',
      brand,
      sender: { name: '<b>Eve</b>', email: 'eve@example.be' },
      message: hostile,
      estate: villa,
    });
    for (const mail of [request, friend]) {
      expect(mail.html).not.toMatch(/<script|<img src=x|<b>|<i>|href="https:\/\/spam/);
      expect(mail.html).toContain('&lt;script&gt;');
    }
    expect(request.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(request.html).toContain('<br>second line');
    expect(request.text).toContain('> <script>alert(1)</script>');
  });

  it('keep the sender of a tip out of its subject', () => {
    const mail = sendToAFriendMail({
      locale: 'fr',
      brand,
      sender: { name: 'BUY NOW', email: 'x@example.be' },
      estate: villa,
    });
    expect(mail.subject).toBe('Un bien qui pourrait vous intéresser: Villa met tuin');
    expect(mail.text).toContain('BUY NOW (x@example.be)');
  });

  it('turn links that are not http(s) into plain text', () => {
    const mail = contactReceiptMail({
      locale: 'nl',
      brand,
      estate: { ...villa, url: 'javascript:alert(1)', imageUrl: 'data:image/png;base64,AAAA' },
    });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('data:image');
    expect(mail.html).toContain('Villa met tuin');
  });

  it("mark an estate's title in another language than the mail's with that language", () => {
    const mail = sendToAFriendMail({
      locale: 'fr',
      brand,
      sender: { name: 'An', email: 'an@example.be' },
      estate: { ...villa, titleLang: 'nl' },
    });
    expect(mail.html).toMatch(/<p style="[^"]*" lang="nl"><a [^>]*>Villa met tuin<\/a><\/p>/);
    const sameLanguage = sendToAFriendMail({
      locale: 'nl',
      brand,
      sender: { name: 'An', email: 'an@example.be' },
      estate: villa,
    });
    expect(sameLanguage.html).not.toContain('lang="nl"><a');
  });

  it('put the RFC 8058 one-click unsubscribe headers on alerts', () => {
    const mail = everyTemplate('de')[4]!;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://immo.test/one-click>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe('Eine neue Immobilie passt zu Ihrer Suche');
  });

  it('count the estates of an alert in its subject', () => {
    const mail = estateAlertMail({
      locale: 'nl',
      brand,
      estates: [villa, { ...villa, id: 13 }, { ...villa, id: 14 }],
      editUrl: 'https://immo.test/e',
      unsubscribeUrl: 'https://immo.test/u',
      oneClickUnsubscribeUrl: 'https://immo.test/one-click',
    });
    expect(mail.subject).toBe('3 nieuwe panden die bij uw zoekopdracht passen');
    expect(mail.html.match(/Villa met tuin/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the alert mail about changes', () => {
  const links = {
    editUrl: 'https://immo.test/e',
    unsubscribeUrl: 'https://immo.test/u',
    oneClickUnsubscribeUrl: 'https://immo.test/one-click',
  };

  it('names one kind of change in its subject, and shows the former price struck through', () => {
    const mail = estateAlertMail({
      locale: 'de',
      brand,
      estates: [],
      priceDrops: [{ estate: { ...villa, price: '€ 325.000' }, previousPrice: '€ 350.000' }],
      ...links,
    });
    expect(mail.subject).toBe('Eine Immobilie ist im Preis gesenkt');
    expect(mail.html).toMatch(/€ 325\.000\s*<s [^>]*>€ 350\.000<\/s>/);
    expect(mail.text).toContain('Preis gesenkt, vorher € 350.000\nVilla met tuin');
  });

  it('puts each kind of news under its heading when there are several, and escapes what it names', () => {
    const mail = estateAlertMail({
      locale: 'fr',
      brand,
      estates: [villa],
      backOnMarket: [{ ...villa, id: 13 }],
      offMarket: [{ title: hostile, place: 'Gand', status: 'SOLD' }],
      ...links,
    });
    expect(mail.subject).toBe('Du nouveau sur les biens de votre recherche');
    expect(mail.text).toMatch(/NOUVEAU DANS NOTRE OFFRE[\s\S]*DE NOUVEAU DISPONIBLE[\s\S]*PLUS DISPONIBLE/);
    expect(mail.text).toContain(' · Gand: Vendu');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<h2');
  });
});

describe('formatAppointmentTime', () => {
  it('shows a time with an offset in Belgian time, in the visitor language', () => {
    expect(formatAppointmentTime('2026-03-14T09:00:00Z', 'nl', 'time')).toBe('10:00');
    expect(formatAppointmentTime('2026-07-14T09:00:00Z', 'fr', 'date-time')).toMatch(
      /mardi 14 juillet 2026.*11:00/,
    );
  });

  it('shows an agenda time without an offset as it is', () => {
    expect(formatAppointmentTime('2026-03-14T10:30:00', 'en', 'time')).toBe('10:30');
    expect(formatAppointmentTime('2026-03-14T10:30:00', 'de', 'date-time')).toMatch(
      /Samstag, 14\. März 2026.*10:30/,
    );
  });
});

describe('the appointment mails', () => {
  const booked = {
    start: '2026-03-14T10:00:00',
    end: '2026-03-14T10:30:00',
    cancelUrl: 'https://immo.test/c',
  };
  const onStreet = (visible: boolean) =>
    estate({
      general: { id: 12 },
      address: {
        visible,
        street_address: 'Kerkstraat 12 bus 3',
        city: { id: 9000, name: { nl: 'Gent', fr: 'Gand' }, zip: '9000' },
        country: 'BE',
      },
    });

  it('give the full address of the visit where the agency publishes it (spec §5)', () => {
    const mail = appointmentConfirmationMail({
      ...booked,
      locale: 'nl',
      brand,
      estate: toMailEstate(onStreet(true), 'nl', 'https://immo.test'),
    });
    expect(mail.text).toContain('Waar: Kerkstraat 12 bus 3, 9000 Gent');
    expect(mail.html).toContain('Kerkstraat 12 bus 3, 9000 Gent');
  });

  it('give only the postal code and city while the address is hidden', () => {
    const mail = appointmentConfirmationMail({
      ...booked,
      locale: 'fr',
      brand,
      estate: toMailEstate(onStreet(false), 'fr', 'https://immo.test'),
    });
    expect(mail.text).toContain('Où: 9000 Gand');
    expect(mail.text).not.toContain('Kerkstraat');
    expect(mail.html).not.toContain('Kerkstraat');
  });

  it('confirm a cancellation in the visitor language, with the way back to the estate and the site', () => {
    const mail = appointmentCancellationMail({ ...booked, locale: 'de', brand, estate: villa });
    expect(mail.subject).toMatch(/^Ihr Termin am Samstag, 14\. März 2026.*ist abgesagt$/);
    expect(mail.text).toContain(`Neuen Termin wählen: ${villa.url}`);
    expect(mail.text).toContain('Unser gesamtes Angebot ansehen: https://immo.test');
    expect(mail.html).toContain(`href="${villa.url}"`);
    expect(mail.html).toContain('href="https://immo.test/"');
  });
});

describe('the contact request mail', () => {
  it('tells the agency the visitor asked for the newsletter, and says nothing when not asked', () => {
    const input = {
      locale: 'nl' as const,
      brand,
      visitor: { name: 'An', email: 'an@example.be' },
      message: 'Vraag',
    };
    expect(contactRequestMail({ ...input, newsletter: true }).text).toContain(
      'Nieuwsbrief: Ja: de bezoeker vroeg om nieuwe panden per e-mail en is daarvoor ingeschreven.',
    );
    expect(contactRequestMail(input).text).not.toContain('Nieuwsbrief');
  });
});
