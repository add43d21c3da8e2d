import type { Page } from '@/content-api/schemas';
import { inFour, mapLocales } from '../localized';
import { pagePhotoUrl } from '../media-urls';
import { buildCityPage } from './city-page';
import { buildHomePage } from './home-page';
import { listingNodes, richText } from './page-parts';
import { aboutHtml, listingIntros } from './page-texts';
import { pageTitles, pageUrls } from './page-urls';
import { privacyStatementHtml } from './privacy-statement';
import { buildRenovationPage } from './renovation-page';
import { termsOfUseHtml } from './terms-of-use';

type ListingKey = keyof typeof listingIntros;

function listingPage(id: number, key: ListingKey, photo: string, publicUrl: string): Page {
  return {
    id,
    url: pageUrls[key],
    title: pageTitles[key],
    template: key === 'holidayRentals' ? 'rental-list' : 'estate-list',
    description: listingIntros[key],
    heroImage: pagePhotoUrl(publicUrl, photo),
    blocks: [richText(mapLocales((locale) => `<p>${listingIntros[key][locale]}</p>`))],
    node: key === 'holidayRentals' ? { kind: 'rentals' } : listingNodes[key],
  };
}

function aboutPage(publicUrl: string): Page {
  return {
    id: 6,
    url: pageUrls.about,
    title: pageTitles.about,
    template: 'content',
    description: inFour(
      'Maak kennis met het team van Vitrine Immo.',
      'Découvrez l’équipe de Vitrine Immo.',
      'Meet the Vitrine Immo team.',
      'Lernen Sie das Team von Vitrine Immo kennen.',
    ),
    heroImage: pagePhotoUrl(publicUrl, 'about-office'),
    blocks: [
      richText(aboutHtml),
      {
        type: 'image',
        src: pagePhotoUrl(publicUrl, 'about-office'),
        alt: inFour(
          'Ons kantoor in Gent',
          'Notre agence à Gand',
          'Our office in Ghent',
          'Unser Büro in Gent',
        ),
        caption: inFour(
          'Korenmarkt 12, Gent',
          'Korenmarkt 12, Gand',
          'Korenmarkt 12, Ghent',
          'Korenmarkt 12, Gent',
        ),
      },
      {
        type: 'entityList',
        entity: 'team',
        title: inFour('Ons team', 'Notre équipe', 'Our team', 'Unser Team'),
      },
      {
        type: 'entityList',
        entity: 'offices',
        title: inFour('Onze kantoren', 'Nos agences', 'Our offices', 'Unsere Büros'),
      },
      {
        type: 'cta',
        title: inFour(
          'Klaar voor een nieuwe stap?',
          'Prêt pour une nouvelle étape ?',
          'Ready for your next move?',
          'Bereit für den nächsten Schritt?',
        ),
        label: inFour('Bekijk ons aanbod', 'Voir nos biens', 'See our listings', 'Unser Angebot ansehen'),
        href: pageUrls.forSale,
      },
    ],
  };
}

function legalPage(
  id: number,
  key: 'privacy' | 'terms',
  html: typeof privacyStatementHtml,
  summary: Page['description'],
): Page {
  return {
    id,
    url: pageUrls[key],
    title: pageTitles[key],
    template: key,
    description: summary,
    blocks: [richText(html)],
  };
}

/** The CMS pages of the demo site, in four languages. */
export function buildPages(publicUrl: string): Page[] {
  return [
    buildHomePage(publicUrl),
    listingPage(2, 'forSale', 'for-sale', publicUrl),
    listingPage(3, 'forRent', 'for-rent', publicUrl),
    listingPage(4, 'newProjects', 'new-projects', publicUrl),
    listingPage(5, 'holidayRentals', 'holiday-rentals', publicUrl),
    aboutPage(publicUrl),
    legalPage(
      7,
      'privacy',
      privacyStatementHtml,
      inFour(
        'Hoe Vitrine Immo uw persoonsgegevens verwerkt.',
        'Comment Vitrine Immo traite vos données personnelles.',
        'How Vitrine Immo processes your personal data.',
        'Wie Vitrine Immo Ihre personenbezogenen Daten verarbeitet.',
      ),
    ),
    legalPage(
      8,
      'terms',
      termsOfUseHtml,
      inFour(
        'De voorwaarden voor het gebruik van deze website.',
        'Les conditions d’utilisation de ce site.',
        'The terms for using this website.',
        'Die Bedingungen für die Nutzung dieser Website.',
      ),
    ),
    buildCityPage(publicUrl),
    buildRenovationPage(publicUrl),
  ];
}
