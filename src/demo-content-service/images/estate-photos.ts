import { createRandom, seedFrom, type Random } from '../random';
import { apartmentScene, garageScene, houseScene, projectScene, shopScene } from './building-scenes';
import { forestScene, interiorScene, plotScene, seasideScene } from './landscape-scenes';
import { CANVAS, pickPalette, svgDocument, type Palette } from './svg-kit';

type Scene = (palette: Palette, random: Random) => string;

const scenes = {
  house: houseScene,
  apartment: apartmentScene,
  shop: shopScene,
  garage: garageScene,
  project: projectScene,
  plot: plotScene,
  seaside: seasideScene,
  forest: forestScene,
  interior: interiorScene,
} satisfies Record<string, Scene>;
export type SceneName = keyof typeof scenes;

/** The photo series per head type id: the first picture shows the outside, the others vary. */
const seriesByHeadType: Record<number, SceneName[]> = {
  1: ['house', 'interior', 'plot', 'interior', 'house'],
  2: ['apartment', 'interior', 'interior', 'apartment'],
  3: ['plot', 'plot', 'forest'],
  4: ['shop', 'interior', 'shop'],
  5: ['garage', 'garage'],
  6: ['project', 'interior', 'apartment', 'interior'],
};

const photoSizes = { original: 1200, medium: 800, thumbnail: 400 } as const;
export type PhotoSize = keyof typeof photoSizes;

/** Draws one scene, at the given pixel width, from a seed: the same seed always gives the same picture. */
export function drawScene(scene: SceneName, seed: number, size: PhotoSize, label: string): string {
  const random = createRandom(seed);
  const width = photoSizes[size];
  return svgDocument(
    scenes[scene](pickPalette(random), random),
    width,
    (width * CANVAS.height) / CANVAS.width,
    label,
  );
}

export function estatePhoto(estateId: number, headTypeId: number, index: number, size: PhotoSize): string {
  const series = seriesByHeadType[headTypeId] ?? ['house'];
  const scene = series[index % series.length]!;
  return drawScene(
    scene,
    seedFrom('estate-photo', estateId, index),
    size,
    `Estate ${estateId}, photo ${index + 1}`,
  );
}

/** A wide three-part view standing in for a virtual visit. */
export function estatePanorama(estateId: number): string {
  const random = createRandom(seedFrom('panorama', estateId));
  const parts = (['interior', 'interior', 'interior'] as const).map(
    (scene, index) =>
      `<g transform="translate(${index * CANVAS.width} 0)">${scenes[scene](pickPalette(random), random)}</g>`,
  );
  return svgDocument(
    parts.join(''),
    2400,
    600,
    `Virtual visit of estate ${estateId}`,
    `0 0 ${CANVAS.width * 3} ${CANVAS.height}`,
  );
}
