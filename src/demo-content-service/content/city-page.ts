import type { Page } from '@/content-api/schemas';
import { inFour } from '../localized';
import { assetUrl } from '../media-urls';
import { collectionIds } from '../dataset/transactions';
import { richText } from './page-parts';
import { gentViewAsset } from './page-assets';
import { DEMO_SITE_ID } from './site';

/** Gent in the municipalities of the data set. */
const GENT_CITY_ID = 11;

export const cityPageUrl = inFour('/wonen-in-gent', '/vivre-a-gand', '/living-in-ghent', '/wohnen-in-gent');
export const cityPageTitle = inFour('Wonen in Gent', 'Vivre à Gand', 'Living in Ghent', 'Wohnen in Gent');

/** Links to the estate landing page of Gent (transaction, then city, in each language). */
export const gentForSaleUrl = inFour(
  '/te-koop/gent',
  '/a-vendre/gand',
  '/for-sale/ghent',
  '/zu-verkaufen/gent',
);

const introHtml = inFour(
  '<p>Gent combineert een historisch centrum met groene wijken en een levendige studentenstad. Ons kantoor aan de Korenmarkt kent elke straat.</p>',
  '<p>Gand allie un centre historique, des quartiers verts et une ville étudiante animée. Notre agence du Korenmarkt connaît chaque rue.</p>',
  '<p>Ghent combines a historic centre with green neighbourhoods and a lively student life. Our office on the Korenmarkt knows every street.</p>',
  '<p>Gent verbindet eine historische Altstadt mit grünen Vierteln und einem lebendigen Studentenleben. Unser Büro am Korenmarkt kennt jede Straße.</p>',
);

/** A landing page that mixes blocks: hero, text, an asset image, Gent's estates, testimonials, a call to action. */
export function buildCityPage(publicUrl: string): Page {
  const image = assetUrl(
    publicUrl,
    DEMO_SITE_ID,
    gentViewAsset.name,
    gentViewAsset.hash,
    gentViewAsset.version,
  );
  return {
    id: 9,
    url: cityPageUrl,
    title: cityPageTitle,
    template: 'content',
    description: inFour(
      'Wonen in Gent: ons aanbod, onze buurtkennis en wat klanten zeggen.',
      'Vivre à Gand : nos biens, notre connaissance du quartier et l’avis de nos clients.',
      'Living in Ghent: our listings, our local knowledge and what clients say.',
      'Wohnen in Gent: unser Angebot, unsere Ortskenntnis und was Kunden sagen.',
    ),
    heroImage: image,
    blocks: [
      {
        type: 'hero',
        title: cityPageTitle,
        subtitle: inFour('Korenmarkt 12, Gent', 'Korenmarkt 12, Gand', 'Korenmarkt 12, Ghent'),
        image,
      },
      richText(introHtml),
      {
        type: 'estateList',
        title: inFour('Te koop in Gent', 'À vendre à Gand', 'For sale in Ghent', 'Zu verkaufen in Gent'),
        node: {
          kind: 'estates',
          query: { collections: [collectionIds.forSale], terms: { 'address.city.id': [GENT_CITY_ID] } },
          collections: [collectionIds.forSale],
        },
        limit: 3,
      },
      {
        type: 'image',
        src: image,
        alt: inFour(
          'Gevels aan de Graslei',
          'Façades du Graslei',
          'Façades on the Graslei',
          'Fassaden an der Graslei',
        ),
        caption: inFour('Gent, Graslei', 'Gand, Graslei', 'Ghent, Graslei'),
      },
      { type: 'entityList', entity: 'testimonials', title: null },
      {
        type: 'cta',
        title: inFour(
          'Alle panden te koop in Gent',
          'Tous les biens à vendre à Gand',
          'Every property for sale in Ghent',
          'Alle Immobilien zum Verkauf in Gent',
        ),
        label: inFour('Bekijk het aanbod', 'Voir les biens', 'See the listings', 'Angebot ansehen'),
        href: gentForSaleUrl,
      },
    ],
  };
}
