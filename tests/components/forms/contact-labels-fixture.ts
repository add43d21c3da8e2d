import type { ContactFormLabels } from '@/components/forms/contact-form-labels';

export const contactLabels: ContactFormLabels = {
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
  subjects: [
    { value: '0', label: 'Algemene vraag' },
    { value: 'Bezoek', label: 'Bezoek' },
  ],
  errors: {
    nameRequired: 'Vul uw naam in',
    emailInvalid: 'Ongeldig e-mailadres',
    textRequired: 'Schrijf een bericht',
    privacyRequired: 'Geef uw toestemming',
    singleLine: 'Eén regel',
    tooLong: 'Te lang',
    invalid: 'Ongeldig',
  },
  agreements: {
    privacy: 'Ik ga akkoord met de <a href="/nl/privacyverklaring" target="_blank">privacyverklaring</a>',
    terms: 'Ik aanvaard de <a href="/nl/gebruiksvoorwaarden" target="_blank">gebruiksvoorwaarden</a>.',
    marketing: 'Hou me op de hoogte',
  },
};
