import type { Page } from '@/content-api/schemas';
import { inFour } from '../localized';
import { pagePhotoUrl } from '../media-urls';
import { listingNodes, richText } from './page-parts';
import { homeHero, homeIntroHtml, valuationCta } from './page-texts';
import { pageTitles, pageUrls } from './page-urls';

/** The home page: hero, introduction, recent estates, projects, holiday rentals, testimonials, call to action. */
export function buildHomePage(publicUrl: string): Page {
  const heroImage = pagePhotoUrl(publicUrl, 'home-hero');
  return {
    id: 1,
    url: pageUrls.home,
    title: pageTitles.home,
    template: 'home',
    description: homeHero.subtitle,
    heroImage,
    blocks: [
      { type: 'hero', title: homeHero.title, subtitle: homeHero.subtitle, image: heroImage },
      richText(homeIntroHtml),
      {
        type: 'estateList',
        title: inFour(
          'Nieuw in ons aanbod',
          'Nouveau dans notre offre',
          'New on the market',
          'Neu im Angebot',
        ),
        node: listingNodes.forSale,
        limit: 6,
      },
      { type: 'estateList', title: pageTitles.newProjects, node: listingNodes.newProjects, limit: 3 },
      {
        type: 'rentalList',
        title: inFour(
          'Vakantie aan zee of in de Ardennen',
          'Vacances à la mer ou dans les Ardennes',
          'Holidays by the sea or in the Ardennes',
          'Urlaub am Meer oder in den Ardennen',
        ),
        limit: 3,
      },
      {
        type: 'entityList',
        entity: 'testimonials',
        title: inFour(
          'Wat klanten zeggen',
          'Ce que disent nos clients',
          'What our clients say',
          'Was unsere Kunden sagen',
        ),
      },
      {
        type: 'cta',
        title: valuationCta.title,
        text: valuationCta.text,
        label: valuationCta.label,
        href: pageUrls.about,
      },
    ],
  };
}
