import type { Menu, MenuItem } from '@/content-api/schemas';
import { inFour } from '../localized';
import { cityPageTitle, cityPageUrl, gentForSaleUrl } from './city-page';
import { pageTitles, pageUrls } from './page-urls';
import { renovationPageTitle, renovationPageUrl } from './renovation-page';

type PageKey = keyof typeof pageUrls;

const item = (key: PageKey): MenuItem => ({ id: key, label: pageTitles[key], href: pageUrls[key] });

/** Landing pages and a collection the footer links to, as an agency would for search engines. */
const landingItems: MenuItem[] = [
  { id: 'city-gent', label: cityPageTitle, href: cityPageUrl },
  {
    id: 'for-sale-gent',
    label: inFour('Te koop in Gent', 'À vendre à Gand', 'For sale in Ghent', 'Zu verkaufen in Gent'),
    href: gentForSaleUrl,
  },
  {
    id: 'for-rent-brussels',
    label: inFour(
      'Te huur in Brussel',
      'À louer à Bruxelles',
      'For rent in Brussels',
      'Zu vermieten in Brüssel',
    ),
    href: inFour('/te-huur/brussel', '/a-louer/bruxelles', '/for-rent/brussels', '/zu-vermieten/brussel'),
  },
  {
    id: 'collection-new-projects',
    label: inFour(
      'Alle nieuwbouwprojecten',
      'Tous les projets neufs',
      'All new projects',
      'Alle Neubauprojekte',
    ),
    href: inFour(
      '/collectie/3/nieuwbouwprojecten',
      '/collection/3/projets-neufs',
      '/collection/3/new-projects',
      '/kollektion/3/neubauprojekte',
    ),
  },
];

/** The site's own valuation page (app/[lang]/valuation), where owners ask what their home is worth. */
const valuationItem: MenuItem = {
  id: 'valuation',
  label: inFour('Waardebepaling', 'Estimation', 'Valuation', 'Bewertung'),
  href: inFour('/waardebepaling', '/estimation', '/valuation', '/wertermittlung'),
};

/** The site's two menus: the main navigation and the footer links. */
export function buildMenus(): Menu[] {
  return [
    {
      id: 1,
      type: 'main',
      name: 'Hoofdnavigatie',
      // Five entries is what the longest (German) bar holds at 1200 px; "about us" stays in the footer.
      items: [item('forSale'), item('forRent'), item('newProjects'), item('holidayRentals'), valuationItem],
    },
    {
      id: 2,
      type: 'footer',
      name: 'Footer',
      items: [
        item('privacy'),
        item('terms'),
        item('about'),
        valuationItem,
        { id: 'renovations', label: renovationPageTitle, href: renovationPageUrl },
        ...landingItems,
      ],
    },
  ];
}
