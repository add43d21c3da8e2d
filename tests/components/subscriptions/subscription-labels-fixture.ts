/** The alert form's texts as the tests expect them, laid over the bundled Dutch ones. */
export const subscriptionTexts = {
  SubscriptionForm: {
    formName: 'Inschrijven voor nieuwe panden',
    editFormName: 'Uw zoekopdracht',
    email: 'E-mailadres',
    language: 'Taal van de e-mails',
    criteria: 'Wat zoekt u?',
    criteriaHint: 'Laat een keuze leeg om niets uit te sluiten.',
    city: 'Gemeenten',
    cityPlaceholder: 'Typ een gemeente',
    citySuggestions: 'Voorgestelde gemeenten',
    cityNoMatch: 'Geen gemeente gevonden',
    citySearching: 'Zoeken',
    citySearchFailed: 'Zoeken lukt niet',
    removeCity: '{city} verwijderen',
    selectedCities: 'Gekozen gemeenten',
    types: 'Soort pand',
    transactions: 'Te koop of te huur',
    priceMin: 'Minimumprijs (€)',
    priceMax: 'Maximumprijs (€)',
    bedrooms: 'Slaapkamers',
    bedroomsAny: 'Maakt niet uit',
    bedroomsAtLeast: '{count} of meer',
    privacy: 'Ik ga akkoord met de privacyverklaring',
    submit: 'Inschrijven',
    sending: 'Bezig met inschrijven',
    save: 'Wijzigingen bewaren',
    saving: 'Bezig met bewaren',
    saved: 'Uw zoekopdracht is bewaard.',
    failure: 'Dat is niet gelukt.',
  },
  SubscriptionErrors: {
    emailInvalid: 'Ongeldig e-mailadres',
    privacyRequired: 'Geef uw toestemming',
    priceOrder: 'Maximum onder minimum',
    tooLong: 'Te lang',
    captchaRequired: 'Bevestig dat u geen robot bent',
    invalid: 'Ongeldig',
  },
  LanguageSwitcher: { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' },
};

/** The texts the tests look for. */
export const subscriptionLabels = subscriptionTexts.SubscriptionForm;

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
