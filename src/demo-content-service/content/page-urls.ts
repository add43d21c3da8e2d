import { inFour } from '../localized';

/** Each CMS page's path per language, without the /{lang} prefix; menus and pages share them. */
export const pageUrls = {
  home: inFour('/'),
  forSale: inFour('/te-koop', '/a-vendre', '/for-sale', '/zu-verkaufen'),
  forRent: inFour('/te-huur', '/a-louer', '/for-rent', '/zu-vermieten'),
  newProjects: inFour('/nieuwbouw', '/projets-neufs', '/new-projects', '/neubauprojekte'),
  holidayRentals: inFour(
    '/vakantieverhuur',
    '/locations-de-vacances',
    '/holiday-rentals',
    '/ferienwohnungen',
  ),
  about: inFour('/over-ons', '/a-propos', '/about-us', '/ueber-uns'),
  privacy: inFour(
    '/privacyverklaring',
    '/declaration-de-confidentialite',
    '/privacy-statement',
    '/datenschutzerklaerung',
  ),
  terms: inFour('/gebruiksvoorwaarden', '/conditions-d-utilisation', '/terms-of-use', '/nutzungsbedingungen'),
};

export const pageTitles = {
  home: inFour('Home', 'Accueil', 'Home', 'Startseite'),
  forSale: inFour('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
  forRent: inFour('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
  newProjects: inFour('Nieuwbouw', 'Projets neufs', 'New projects', 'Neubauprojekte'),
  holidayRentals: inFour('Vakantieverhuur', 'Locations de vacances', 'Holiday rentals', 'Ferienwohnungen'),
  about: inFour('Over ons', 'À propos', 'About us', 'Über uns'),
  privacy: inFour(
    'Privacyverklaring',
    'Déclaration de confidentialité',
    'Privacy statement',
    'Datenschutzerklärung',
  ),
  terms: inFour('Gebruiksvoorwaarden', 'Conditions d’utilisation', 'Terms of use', 'Nutzungsbedingungen'),
};
