import type { SubscriptionFormLabels } from '@/components/subscriptions/subscription-form-labels';

export const subscriptionLabels: SubscriptionFormLabels = {
  formName: 'Inschrijven voor nieuwe panden',
  editFormName: 'Uw zoekopdracht',
  email: 'E-mailadres',
  language: 'Taal van de e-mails',
  languages: [
    { value: 'nl', label: 'Nederlands' },
    { value: 'fr', label: 'Français' },
    { value: 'en', label: 'English' },
    { value: 'de', label: 'Deutsch' },
  ],
  criteria: 'Wat zoekt u?',
  criteriaHint: 'Laat een keuze leeg om niets uit te sluiten.',
  city: {
    city: 'Gemeenten',
    placeholder: 'Typ een gemeente',
    suggestions: 'Voorgestelde gemeenten',
    noMatch: 'Geen gemeente gevonden',
    searching: 'Zoeken',
    searchFailed: 'Zoeken lukt niet',
    removeCity: '{city} verwijderen',
    selectedCities: 'Gekozen gemeenten',
  },
  types: 'Soort pand',
  transactions: 'Te koop of te huur',
  priceMin: 'Minimumprijs (€)',
  priceMax: 'Maximumprijs (€)',
  bedrooms: 'Slaapkamers',
  bedroomsOptions: [
    { value: '', label: 'Maakt niet uit' },
    { value: '2', label: '2 of meer' },
    { value: '3', label: '3 of meer' },
  ],
  privacy: 'Ik ga akkoord met de privacyverklaring',
  submit: 'Inschrijven',
  sending: 'Bezig met inschrijven',
  save: 'Wijzigingen bewaren',
  saving: 'Bezig met bewaren',
  saved: 'Uw zoekopdracht is bewaard.',
  failure: 'Dat is niet gelukt.',
  errors: {
    emailInvalid: 'Ongeldig e-mailadres',
    privacyRequired: 'Geef uw toestemming',
    priceOrder: 'Maximum onder minimum',
    tooLong: 'Te lang',
    captchaRequired: 'Bevestig dat u geen robot bent',
    invalid: 'Ongeldig',
  },
};

export const subscriptionChoices = {
  types: [
    { label: 'Huis', ids: [1] },
    { label: 'Appartement', ids: [2] },
  ],
  transactions: [
    { label: 'Te koop', ids: [3, 11] },
    { label: 'Te huur', ids: [2] },
  ],
};
