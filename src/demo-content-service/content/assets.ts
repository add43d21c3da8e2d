import { createHash } from 'node:crypto';
import { pageAssets } from './page-assets';

export interface DemoAsset {
  name: string;
  contentType: string;
  body: string;
  hash: string;
  version: number;
}

function asset(name: string, contentType: string, body: string): DemoAsset {
  // The hash in the asset key changes with the content, so browsers may cache the URL for good.
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name, contentType, body, hash, version: 1 };
}

const logoSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56" role="img" aria-label="Vitrine Immo">',
  '<path d="M6 30 L28 10 L50 30 V50 H6 Z" fill="#b4532a"/>',
  '<rect x="22" y="34" width="12" height="16" fill="#fdf8f3"/>',
  '<path d="M2 32 L28 8 L54 32" fill="none" stroke="#1d2a44" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  '<text x="64" y="37" font-family="Inter, Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#1d2a44">Vitrine</text>',
  '<text x="160" y="37" font-family="Inter, Helvetica, Arial, sans-serif" font-size="24" font-weight="400" fill="#b4532a">Immo</text>',
  '</svg>',
].join('');

const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
  '<rect width="64" height="64" rx="12" fill="#1d2a44"/>',
  '<path d="M14 34 L32 18 L50 34 V52 H14 Z" fill="#b4532a"/>',
  '<rect x="27" y="38" width="10" height="14" fill="#fdf8f3"/>',
  '</svg>',
].join('');

// The second demo site's logo: a wave under a dune, in the coast agency's blue and sand.
const coastLogoSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56" role="img" aria-label="Kust &amp; Duin Vastgoed">',
  '<path d="M4 34 Q18 12 34 26 T56 22 V50 H4 Z" fill="#e3c58f"/>',
  '<path d="M2 42 Q12 34 22 42 T42 42 T62 42" fill="none" stroke="#1b6b86" stroke-width="5" stroke-linecap="round"/>',
  '<text x="70" y="30" font-family="Inter, Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#123b4a">Kust &amp; Duin</text>',
  '<text x="70" y="48" font-family="Inter, Helvetica, Arial, sans-serif" font-size="13" font-weight="500" fill="#1b6b86">VASTGOED</text>',
  '</svg>',
].join('');

export const logoAsset = asset('logo.svg', 'image/svg+xml', logoSvg);
export const coastLogoAsset = asset('kust-logo.svg', 'image/svg+xml', coastLogoSvg);
export const demoAssets: readonly DemoAsset[] = [
  logoAsset,
  coastLogoAsset,
  asset('icon.svg', 'image/svg+xml', iconSvg),
  ...pageAssets,
];
