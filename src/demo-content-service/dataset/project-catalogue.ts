/** The new-construction projects of the demo: name, municipality and how many floors above ground. */
export interface ProjectPlan {
  id: number;
  name: string;
  municipalityId: number;
  floors: number;
  unitsPerFloor: number;
  withParking: boolean;
  architect: string;
}

export const projectPlans: readonly ProjectPlan[] = [
  {
    id: 9001,
    name: 'Residentie Linde',
    municipalityId: 11,
    floors: 4,
    unitsPerFloor: 3,
    withParking: true,
    architect: 'Studio Noord Architecten',
  },
  {
    id: 9002,
    name: 'Kaaihof',
    municipalityId: 10,
    floors: 5,
    unitsPerFloor: 2,
    withParking: true,
    architect: 'Atelier Schelde',
  },
  {
    id: 9003,
    name: 'Le Clos des Tilleuls',
    municipalityId: 51,
    floors: 2,
    unitsPerFloor: 3,
    withParking: false,
    architect: 'Bureau Meuse & Sambre',
  },
  {
    id: 9004,
    name: 'Parkzicht',
    municipalityId: 13,
    floors: 3,
    unitsPerFloor: 2,
    withParking: true,
    architect: 'Studio Noord Architecten',
  },
  {
    id: 9005,
    name: 'Les Terrasses du Parc',
    municipalityId: 2,
    floors: 4,
    unitsPerFloor: 2,
    withParking: true,
    architect: 'Atelier Iris',
  },
  {
    id: 9006,
    name: 'Hof ter Beke',
    municipalityId: 14,
    floors: 2,
    unitsPerFloor: 4,
    withParking: false,
    architect: 'Atelier Schelde',
  },
  {
    id: 9007,
    name: 'Les Jardins de Meuse',
    municipalityId: 50,
    floors: 3,
    unitsPerFloor: 3,
    withParking: true,
    architect: 'Bureau Meuse & Sambre',
  },
  {
    id: 9008,
    name: 'De Vlasfabriek',
    municipalityId: 15,
    floors: 3,
    unitsPerFloor: 2,
    withParking: false,
    architect: 'Studio Leie',
  },
  {
    id: 9009,
    name: 'Duinenzicht',
    municipalityId: 28,
    floors: 5,
    unitsPerFloor: 2,
    withParking: true,
    architect: 'Studio Leie',
  },
  {
    id: 9010,
    name: 'Le Quartier de la Dyle',
    municipalityId: 56,
    floors: 2,
    unitsPerFloor: 3,
    withParking: false,
    architect: 'Atelier Iris',
  },
];
