import type { EstateGroup, EstateRecord } from '@/content-api/schemas';
import { estateGroup, estateRecord } from '../../domain/estate/estate-fixture';

/** A Flemish villa for sale with three photos given out of order. */
export function villaGroup(overrides: Parameters<typeof estateRecord>[0] = {}): EstateGroup {
  return estateGroup([
    estateRecord({
      pictures: [
        { file: 'https://photos.test/501/2.jpg', thumbnail: null, index: 2 },
        { file: 'https://photos.test/501/0.jpg', thumbnail: 'https://photos.test/501/0-s.jpg', index: 0 },
        { file: 'https://photos.test/501/1.jpg', thumbnail: null, index: 1 },
      ],
      general: {
        shortDescription: { nl: 'Ruime villa met tuin.', fr: 'Villa spacieuse avec jardin.' },
      },
      ...overrides,
    }),
  ]);
}

function unit(id: number, floor: number, floorId: number, title: string): EstateRecord {
  return estateRecord({
    general: {
      id,
      parentId: 700,
      floor,
      floorId,
      title: { nl: title },
      headType: { id: 2, name: 'APARTMENT' },
    },
    pictures: [],
  });
}

/** Project 700 "Residentie 't Hof" in Antwerpen with two units. */
export function projectGroup(): EstateGroup {
  const project = estateRecord({
    general: {
      id: 700,
      project: true,
      title: { nl: "Residentie 't Hof", fr: "Résidence 't Hof" },
      headType: { id: 6, name: 'PROJECT' },
    },
    address: { city: { id: 2000, name: { nl: 'Antwerpen', fr: 'Anvers' }, zip: '2000' }, zip: '2000' },
    pictures: [{ file: 'https://photos.test/700/0.jpg', thumbnail: null, index: 0 }],
  });
  return estateGroup(
    [project, unit(7001, 1, 71, 'Appartement 1.01'), unit(7002, 0, 70, 'Appartement 0.01')],
    700,
  );
}
