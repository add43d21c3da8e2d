import type { EstateCollection } from '@/content-api/schemas';
import { inFour } from '../localized';
import { collectionIds } from '../dataset/transactions';

export const estateCollections: EstateCollection[] = [
  {
    id: collectionIds.forSale,
    name: inFour('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
    description: inFour(
      'Alle panden te koop, ook verkochte referenties.',
      'Tous les biens à vendre, y compris les références vendues.',
      'Every property for sale, sold references included.',
      'Alle Immobilien zum Verkauf, auch verkaufte Referenzen.',
    ),
  },
  {
    id: collectionIds.forRent,
    name: inFour('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
    description: inFour(
      'Woningen, appartementen en handelspanden te huur.',
      'Maisons, appartements et commerces à louer.',
      'Houses, apartments and commercial premises to let.',
      'Häuser, Wohnungen und Gewerbeflächen zur Miete.',
    ),
  },
  {
    id: collectionIds.newProjects,
    name: inFour('Nieuwbouwprojecten', 'Projets neufs', 'New projects', 'Neubauprojekte'),
    description: inFour(
      'Projecten in aanbouw met hun entiteiten.',
      'Projets en construction et leurs unités.',
      'Projects under construction with their units.',
      'Projekte im Bau mit ihren Einheiten.',
    ),
  },
];
