/**
 * A place name after French 'à': the preposition merges with a leading masculine or plural article
 * ('Le Zoute' → 'au Zoute', 'Les Pannes' → 'aux Pannes'); 'La Panne' and 'L'Écluse' keep 'à'.
 */
export function frenchAtPlace(place: string): string {
  const name = place.trim();
  const masculine = /^le\s+(.+)$/i.exec(name);
  if (masculine) return `au ${masculine[1]}`;
  const plural = /^les\s+(.+)$/i.exec(name);
  if (plural) return `aux ${plural[1]}`;
  return `à ${name}`;
}
