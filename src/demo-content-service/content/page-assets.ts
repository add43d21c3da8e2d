import { createHash } from 'node:crypto';
import { drawScene } from '../images/estate-photos';
import { seedFrom } from '../random';
import type { DemoAsset } from './assets';

/** An image the CMS keeps as an asset (key 'name#hash'), drawn once like every other demo picture. */
function drawnAsset(name: string, body: string): DemoAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name, contentType: 'image/svg+xml', body, hash, version: 1 };
}

export const gentViewAsset = drawnAsset(
  'wonen-in-gent.svg',
  drawScene('apartment', seedFrom('asset', 'wonen-in-gent'), 'original', 'Gent'),
);

/** The assets CMS pages link to, besides the site's logo and icon. */
export const pageAssets: readonly DemoAsset[] = [gentViewAsset];
