import type { Site } from '@/content-api/schemas';
import { assetUrl } from '../media-urls';
import { logoAsset } from './assets';

export const DEMO_SITE_ID = 'demo';

export function buildSite(publicUrl: string): Site {
  return {
    id: DEMO_SITE_ID,
    name: 'Vitrine Immo',
    hostnames: ['localhost', '127.0.0.1', 'demo.vitrine.be'],
    languages: ['nl', 'fr', 'en', 'de'],
    defaultLanguage: 'nl',
    logo: assetUrl(publicUrl, DEMO_SITE_ID, logoAsset.name, logoAsset.hash, logoAsset.version),
    brandColor: '#b4532a',
    contact: {
      email: 'info@vitrine-immo.be',
      phone: '+32 9 224 18 30',
      street: 'Korenmarkt 12',
      zip: '9000',
      city: 'Gent',
    },
  };
}
