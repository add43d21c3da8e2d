import type { Menu, MenuItem } from '@/content-api/schemas';
import { pageTitles, pageUrls } from './page-urls';

type PageKey = keyof typeof pageUrls;

const item = (key: PageKey): MenuItem => ({ id: key, label: pageTitles[key], href: pageUrls[key] });

/** The site's two menus: the main navigation and the footer links. */
export function buildMenus(): Menu[] {
  return [
    {
      id: 1,
      type: 'main',
      name: 'Hoofdnavigatie',
      items: [item('forSale'), item('forRent'), item('newProjects'), item('holidayRentals'), item('about')],
    },
    { id: 2, type: 'footer', name: 'Footer', items: [item('privacy'), item('terms'), item('about')] },
  ];
}
