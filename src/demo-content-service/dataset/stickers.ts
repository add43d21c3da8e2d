import { inFour, type Localized } from '../localized';

export interface DemoSticker {
  id: number;
  name: Required<Localized>;
  color: string;
  colorText: string;
}

/**
 * Stickers an agency pins on listings. Some use white as background or black as text colour on
 * purpose: the site ignores those colours (spec §5) and must still show the sticker.
 */
export const stickers: readonly DemoSticker[] = [
  { id: 1, name: inFour('Nieuw', 'Nouveau', 'New', 'Neu'), color: '#1f7a4d', colorText: '#ffffff' },
  {
    id: 2,
    name: inFour('Prijs gewijzigd', 'Prix modifié', 'Price changed', 'Preis geändert'),
    color: '#ffffff',
    colorText: '#b4532a',
  },
  {
    id: 3,
    name: inFour('Optie', 'Option', 'Under offer', 'Reserviert'),
    color: '#e8b04b',
    colorText: '#000000',
  },
  {
    id: 4,
    name: inFour('Exclusief', 'Exclusivité', 'Exclusive', 'Exklusiv'),
    color: '#1d2a44',
    colorText: '#ffffff',
  },
  {
    id: 5,
    name: inFour('Open huis', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'),
    color: '#FFFFFF',
    colorText: '#000000',
  },
];
