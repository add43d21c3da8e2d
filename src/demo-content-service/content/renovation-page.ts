import type { Page } from '@/content-api/schemas';
import { inFour } from '../localized';
import { renovationPhotoUrl } from '../media-urls';
import { renovationRoomCount } from '../images/renovation-scenes';
import { richText } from './page-parts';

export const renovationPageUrl = inFour('/renovaties', '/renovations', '/renovations', '/renovierungen');
export const renovationPageTitle = inFour(
  'Onze renovaties',
  'Nos rénovations',
  'Our renovations',
  'Unsere Renovierungen',
);

const roomNames = [
  inFour('Woonkamer', 'Séjour', 'Living room', 'Wohnzimmer'),
  inFour('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
  inFour('Gevel', 'Façade', 'Façade', 'Fassade'),
];

const stageWords = {
  before: inFour('voor de werken', 'avant les travaux', 'before the works', 'vor den Arbeiten'),
  after: inFour('na de werken', 'après les travaux', 'after the works', 'nach den Arbeiten'),
};

const introHtml = inFour(
  '<p>Wij begeleiden kopers ook na de aankoop: van plannen en vergunningen tot de laatste verflaag. Schuif over de foto’s om het verschil te zien.</p>',
  '<p>Nous accompagnons les acheteurs après l’achat aussi : des plans et permis jusqu’à la dernière couche de peinture. Faites glisser sur les photos pour voir la différence.</p>',
  '<p>We stay with buyers after the purchase too: from plans and permits to the last coat of paint. Slide across the photos to see the difference.</p>',
  '<p>Wir begleiten Käufer auch nach dem Kauf: von Plänen und Genehmigungen bis zum letzten Anstrich. Schieben Sie über die Fotos, um den Unterschied zu sehen.</p>',
);

function photoAlt(room: number, stage: 'before' | 'after') {
  const name = roomNames[room]!;
  return inFour(
    `${name.nl} ${stageWords[stage].nl}`,
    `${name.fr} ${stageWords[stage].fr}`,
    `${name.en} ${stageWords[stage].en}`,
    `${name.de} ${stageWords[stage].de}`,
  );
}

/** The before/after comparison page (spec §2): renovation stories as photo pairs with a slider. */
export function buildRenovationPage(publicUrl: string): Page {
  const pairs = Array.from({ length: renovationRoomCount }, (_, room) => ({
    caption: roomNames[room],
    before: { src: renovationPhotoUrl(publicUrl, room, 'before'), alt: photoAlt(room, 'before') },
    after: { src: renovationPhotoUrl(publicUrl, room, 'after'), alt: photoAlt(room, 'after') },
  }));
  return {
    id: 10,
    url: renovationPageUrl,
    title: renovationPageTitle,
    template: 'content',
    description: inFour(
      'Voor en na: renovaties die wij begeleidden.',
      'Avant et après : des rénovations que nous avons accompagnées.',
      'Before and after: renovations we guided.',
      'Vorher und nachher: Renovierungen, die wir begleitet haben.',
    ),
    blocks: [
      richText(introHtml),
      {
        type: 'beforeAfter',
        title: inFour('Voor en na', 'Avant et après', 'Before and after', 'Vorher und nachher'),
        pairs,
      },
    ],
  };
}
