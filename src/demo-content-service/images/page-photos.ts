import { seedFrom } from '../random';
import { drawScene, type SceneName } from './estate-photos';

/** Illustrations of the CMS pages, by the name their URLs use. */
const pageScenes: Record<string, SceneName> = {
  'home-hero': 'house',
  'for-sale': 'house',
  'for-rent': 'apartment',
  'new-projects': 'project',
  'holiday-rentals': 'seaside',
  'about-office': 'shop',
};

export function pagePhoto(name: string): string | undefined {
  const scene = pageScenes[name];
  return scene ? drawScene(scene, seedFrom('page-photo', name), 'original', name) : undefined;
}
