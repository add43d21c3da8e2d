import type { Site } from '@/content-api/schemas';
import { assetUrl } from '../media-urls';
import { coastLogoAsset, logoAsset } from './assets';

export const DEMO_SITE_ID = 'demo';
/** The second demo site: a coastal agency on its own host names, with the seaside estates only. */
export const COAST_SITE_ID = 'kust';

export function buildSite(publicUrl: string): Site {
  return {
    id: DEMO_SITE_ID,
    name: 'Vitrine Immo',
    hostnames: ['localhost', '127.0.0.1', '[::1]', 'demo.vitrine.be'],
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

export function buildCoastSite(publicUrl: string): Site {
  return {
    id: COAST_SITE_ID,
    name: 'Kust & Duin Vastgoed',
    hostnames: ['kust.localhost', 'kust.vitrine.be'],
    languages: ['nl', 'fr', 'de'],
    defaultLanguage: 'nl',
    logo: assetUrl(
      publicUrl,
      COAST_SITE_ID,
      coastLogoAsset.name,
      coastLogoAsset.hash,
      coastLogoAsset.version,
    ),
    brandColor: '#1b6b86',
    contact: {
      email: 'info@kustenduin.be',
      phone: '+32 59 70 44 12',
      street: 'Zeedijk 101',
      zip: '8400',
      city: 'Oostende',
    },
  };
}
