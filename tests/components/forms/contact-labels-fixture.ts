import type { FormAgreements } from '@/display/forms/consent-types';

/** The contact forms' texts as the tests expect them, laid over the bundled Dutch ones. */
export const contactTexts = {
  ContactForm: {
    heading: 'Stel uw vraag',
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoon',
    subject: 'Onderwerp',
    text: 'Uw bericht',
    privacy: 'Ik ga akkoord met de privacyverklaring',
    newsletter: 'Hou me op de hoogte',
    submit: 'Verstuur',
    sending: 'Bezig met versturen',
    failure: 'Uw bericht kon niet verstuurd worden',
    moreInfo: 'Meer info aanvragen',
    modalTitle: 'Meer informatie over dit pand',
    close: 'Sluiten',
    captchaRequired: 'Bevestig dat u geen robot bent',
    subjectNone: 'Algemene vraag',
    subjectVisit: 'Bezoek',
  },
  FormErrors: {
    nameRequired: 'Vul uw naam in',
    emailInvalid: 'Ongeldig e-mailadres',
    textRequired: 'Schrijf een bericht',
    privacyRequired: 'Geef uw toestemming',
    singleLine: 'Eén regel',
    tooLong: 'Te lang',
    invalid: 'Ongeldig',
  },
};

export const contactAgreements: FormAgreements = {
  privacy: 'Ik ga akkoord met de <a href="/nl/privacyverklaring" target="_blank">privacyverklaring</a>',
  terms: 'Ik aanvaard de <a href="/nl/gebruiksvoorwaarden" target="_blank">gebruiksvoorwaarden</a>.',
  marketing: 'Hou me op de hoogte',
};

/** The texts the tests look for. */
export const contactLabels = contactTexts.ContactForm;
