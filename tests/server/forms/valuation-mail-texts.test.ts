import { describe, expect, it } from 'vitest';
import { valuationFormSchema } from '@/domain/forms/valuation-schema';
import { locales } from '@/i18n/locales';
import { languageName, valuationSummary } from '@/server/forms/valuation-summary';
import { valuationReceiptMail, valuationRequestMail } from '@/server/mail/templates';

const brand = { name: 'Immo Peeters', siteUrl: 'https://immo.test', color: '#0f766e' };
const form = valuationFormSchema.parse({
  address: { street: 'Rue Haute', houseNumber: '7', box: 'B2', postalCode: '1000', city: 'Bruxelles' },
  property: {
    type: 'APARTMENT',
    subType: 'PENTHOUSE',
    bedrooms: 2,
    livingArea: 1250,
    condition: 'TO_RENOVATE',
  },
  plans: { intent: 'LET', timeline: 'WITHIN_3_MONTHS' },
  contact: {
    name: 'Jean & Marie Dupont',
    email: 'jean@example.be',
    phone: '0470 12 34 56',
    contactMoment: 'MORNING',
    remarks: 'Le toit date de 2010.\nLibre en juin.',
    privacy: true,
  },
});

describe('the valuation summary', () => {
  it('words every answer in the agency’s language, with the listing’s own type and condition labels', () => {
    const summary = valuationSummary(form, 'nl');
    expect(summary.address).toEqual({ label: 'Adres', value: 'Rue Haute 7, bus B2, 1000 Bruxelles' });
    expect(summary.chosen).toEqual([
      { label: 'Soort pand', value: 'Appartement – Penthouse' },
      { label: 'Slaapkamers', value: '2' },
      { label: 'Bewoonbare oppervlakte', value: '1.250 m²' },
      { label: 'Staat', value: 'Te renoveren' },
      { label: 'Plan', value: 'Verhuren' },
      { label: 'Wanneer', value: 'Binnen 3 maanden' },
    ]);
    expect(summary.owner.map((row) => row.value)).toEqual([
      'Jean & Marie Dupont',
      'jean@example.be',
      '0470 12 34 56',
    ]);
    expect(summary.contactMoment).toEqual({ label: 'Bellen', value: 'In de voormiddag' });
  });

  it('leaves out the facts a type is not asked', () => {
    const plot = valuationFormSchema.parse({ ...form, property: { type: 'PLOT', bedrooms: 3 } });
    expect(valuationSummary(plot, 'fr').chosen.map((row) => row.label)).toEqual([
      'Type de bien',
      'Projet',
      'Quand',
    ]);
  });

  it('names the owner’s language in the agency’s', () => {
    expect(languageName('fr', 'nl')).toBe('Frans');
    expect(languageName('de', 'nl')).toBe('Duits');
  });
});

describe('the valuation mails', () => {
  it('give the agency every answer, the address in the subject and the remark quoted, escaped', () => {
    const summary = valuationSummary(form, 'nl');
    const answers = [summary.address, ...summary.chosen, ...summary.owner, summary.contactMoment];
    const mail = valuationRequestMail({
      locale: 'nl',
      brand,
      address: summary.address.value,
      answers,
      remarks: { label: 'Opmerking', value: form.contact.remarks! },
    });
    expect(mail.subject).toBe('Aanvraag waardebepaling: Rue Haute 7, bus B2, 1000 Bruxelles');
    for (const { label, value } of answers) expect(mail.text).toContain(`${label}: ${value}`);
    expect(mail.text).toContain('Opmerking:\n> Le toit date de 2010.\n> Libre en juin.');
    expect(mail.html).toContain('Jean &amp; Marie Dupont');
    expect(mail.html).toContain('Le toit date de 2010.<br>Libre en juin.');
  });

  it('give the owner a receipt in the page’s language that repeats nothing they typed', () => {
    const summary = valuationSummary(form, 'fr');
    const receipt = valuationReceiptMail({
      locale: 'fr',
      brand,
      answers: [...summary.chosen, summary.contactMoment],
    });
    expect(receipt.subject).toBe('Nous avons bien reçu votre demande d’estimation');
    expect(receipt.text).toContain('Type de bien: Appartement – Penthouse');
    expect(receipt.text).toContain('Appeler: Le matin');
    expect(receipt.html).toContain('lang="fr"');
    for (const typed of ['Rue Haute', 'Dupont', 'toit', 'jean@example.be']) {
      expect(receipt.text).not.toContain(typed);
      expect(receipt.html).not.toContain(typed);
    }
  });

  it('have their own subject in every language', () => {
    const subjects = locales.map((locale) => valuationReceiptMail({ locale, brand, answers: [] }).subject);
    expect(new Set(subjects).size).toBe(locales.length);
    const requests = locales.map(
      (locale) =>
        valuationRequestMail({ locale, brand, address: 'Veldstraat 1, 9000 Gent', answers: [] }).subject,
    );
    expect(new Set(requests).size).toBe(locales.length);
  });
});
