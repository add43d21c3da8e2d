import type { Entity, EntityItem } from '@/content-api/schemas';
import { inFour } from '../localized';
import { teamPhotoUrl } from '../media-urls';
import { offices, teamMembers } from '../dataset/team';

export const entityList: Entity[] = [
  { name: 'team', label: inFour('Ons team', 'Notre équipe', 'Our team', 'Unser Team') },
  { name: 'offices', label: inFour('Onze kantoren', 'Nos agences', 'Our offices', 'Unsere Büros') },
  { name: 'testimonials', label: inFour('Getuigenissen', 'Témoignages', 'Testimonials', 'Kundenstimmen') },
];

const testimonials = [
  {
    author: 'Annelies en Pieter, Gent',
    text: inFour(
      'Binnen drie maanden was ons huis verkocht, en we werden bij elke stap goed geïnformeerd.',
      'Notre maison a été vendue en trois mois, et nous avons été bien informés à chaque étape.',
      'Our house sold within three months, and we were kept well informed at every step.',
      'Unser Haus war innerhalb von drei Monaten verkauft, und wir wurden bei jedem Schritt gut informiert.',
    ),
  },
  {
    author: 'Julien M., Namur',
    text: inFour(
      'Een vlotte huurervaring: duidelijke afspraken en een correcte plaatsbeschrijving.',
      'Une location sans souci : des accords clairs et un état des lieux correct.',
      'A smooth rental: clear agreements and a fair check-in inventory.',
      'Eine reibungslose Vermietung: klare Absprachen und ein korrektes Übergabeprotokoll.',
    ),
  },
  {
    author: 'Familie Schmitz, Eupen',
    text: inFour(
      'Onze vakantie in Durbuy was perfect geregeld, het chalet zag er precies uit als op de foto’s.',
      'Nos vacances à Durbuy étaient parfaitement organisées, le chalet était exactement comme sur les photos.',
      'Our holiday in Durbuy was perfectly arranged; the chalet looked exactly like the photos.',
      'Unser Urlaub in Durbuy war perfekt organisiert, das Chalet sah genau so aus wie auf den Fotos.',
    ),
  },
];

/** Items of each entity; fields differ per entity, as the contract leaves them open. */
export function buildEntityItems(publicUrl: string): Record<string, EntityItem[]> {
  return {
    team: teamMembers.map((member) => ({
      id: member.id,
      fields: {
        name: `${member.firstname} ${member.lastname}`,
        role: member.role,
        photo: teamPhotoUrl(publicUrl, member.id),
        phone: member.phone,
        email: member.email,
      },
    })),
    offices: offices.map(({ id, ...fields }) => ({ id, fields: { ...fields } })),
    testimonials: testimonials.map((fields, index) => ({ id: index + 1, fields: { ...fields } })),
  };
}
