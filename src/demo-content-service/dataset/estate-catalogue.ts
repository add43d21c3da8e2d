import { inFour, type Localized } from '../localized';

export type HeadTypeCode = 'HOUSE' | 'APARTMENT' | 'PLOT' | 'COMMERCIAL' | 'GARAGE' | 'PROJECT';

export interface HeadType {
  id: number;
  code: HeadTypeCode;
  name: Required<Localized>;
}

export const headTypes: Record<HeadTypeCode, HeadType> = {
  HOUSE: { id: 1, code: 'HOUSE', name: inFour('Huis', 'Maison', 'House', 'Haus') },
  APARTMENT: { id: 2, code: 'APARTMENT', name: inFour('Appartement', 'Appartement', 'Apartment', 'Wohnung') },
  PLOT: { id: 3, code: 'PLOT', name: inFour('Grond', 'Terrain', 'Plot', 'Grundstück') },
  COMMERCIAL: { id: 4, code: 'COMMERCIAL', name: inFour('Handelspand', 'Commerce', 'Commercial', 'Gewerbe') },
  GARAGE: { id: 5, code: 'GARAGE', name: inFour('Garage', 'Garage', 'Garage', 'Garage') },
  PROJECT: { id: 6, code: 'PROJECT', name: inFour('Project', 'Projet', 'Project', 'Projekt') },
};

export interface SubType {
  id: number;
  code: string;
  headType: HeadTypeCode;
  name: Required<Localized>;
}

const sub = (
  id: number,
  headType: HeadTypeCode,
  code: string,
  ...names: [string, string, string, string]
) => ({
  id,
  code,
  headType,
  name: inFour(...names),
});

/** Subtypes of spec §3 per head type, plus the everyday ones an agency lists most. */
export const subTypes: readonly SubType[] = [
  sub(11, 'HOUSE', 'HOUSE', 'Woning', 'Maison', 'House', 'Haus'),
  sub(12, 'HOUSE', 'VILLA', 'Villa', 'Villa', 'Villa', 'Villa'),
  sub(13, 'HOUSE', 'BUNGALOW', 'Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'),
  sub(14, 'HOUSE', 'FERMETTE', 'Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus'),
  sub(15, 'HOUSE', 'CASTLE', 'Kasteel', 'Château', 'Castle', 'Schloss'),
  sub(16, 'HOUSE', 'TERRACED_HOUSE', 'Rijwoning', 'Maison mitoyenne', 'Terraced house', 'Reihenhaus'),
  sub(21, 'APARTMENT', 'APARTMENT', 'Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  sub(22, 'APARTMENT', 'DUPLEX', 'Duplex', 'Duplex', 'Duplex', 'Maisonette'),
  sub(23, 'APARTMENT', 'LOFT', 'Loft', 'Loft', 'Loft', 'Loft'),
  sub(24, 'APARTMENT', 'PENTHOUSE', 'Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
  sub(25, 'APARTMENT', 'STUDENT_ROOM', 'Studentenkamer', 'Kot étudiant', 'Student room', 'Studentenzimmer'),
  sub(26, 'APARTMENT', 'STUDIO', 'Studio', 'Studio', 'Studio', 'Einzimmerwohnung'),
  sub(31, 'PLOT', 'BUILDING_PLOT', 'Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
  sub(32, 'PLOT', 'MEADOW', 'Weiland', 'Prairie', 'Meadow', 'Wiese'),
  sub(33, 'PLOT', 'WOOD', 'Bos', 'Bois', 'Woodland', 'Wald'),
  sub(41, 'COMMERCIAL', 'OFFICE', 'Kantoor', 'Bureau', 'Office', 'Büro'),
  sub(42, 'COMMERCIAL', 'HOTEL', 'Hotel', 'Hôtel', 'Hotel', 'Hotel'),
  sub(43, 'COMMERCIAL', 'RESTAURANT', 'Restaurant', 'Restaurant', 'Restaurant', 'Restaurant'),
  sub(44, 'COMMERCIAL', 'STORAGE', 'Opslagruimte', 'Entrepôt', 'Storage', 'Lager'),
  sub(45, 'COMMERCIAL', 'SHOP', 'Winkel', 'Magasin', 'Shop', 'Ladenlokal'),
  sub(51, 'GARAGE', 'GARAGE_BOX', 'Garagebox', 'Box de garage', 'Garage box', 'Garagenbox'),
  sub(52, 'GARAGE', 'CELLAR', 'Kelder', 'Cave', 'Cellar', 'Keller'),
  sub(53, 'GARAGE', 'CARPORT', 'Carport', 'Carport', 'Carport', 'Carport'),
  sub(54, 'GARAGE', 'PARKING', 'Parkeerplaats', 'Parking', 'Parking space', 'Stellplatz'),
  sub(
    61,
    'PROJECT',
    'RESIDENTIAL_PROJECT',
    'Woonproject',
    'Projet résidentiel',
    'Residential project',
    'Wohnprojekt',
  ),
];

export function subTypesOf(headType: HeadTypeCode): SubType[] {
  return subTypes.filter((subType) => subType.headType === headType);
}
