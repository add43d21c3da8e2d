import type { EstateCardModel } from '@/display/listing/estate-card-model';
import type { EstatePageAnswer, ListingSection } from '@/display/listing/listing-types';

export type ShownSection = { id: string; title: string; estates: EstateCardModel[] };

/**
 * The cards of every loaded page, in headed sections when the listing is grouped. Pages come sorted
 * by the group, so a page that starts with the section the previous one ended with continues it.
 * An estate that slipped onto two pages (the offer changed between them) is shown once.
 */
export function mergePages(pages: readonly EstatePageAnswer[]): {
  estates: EstateCardModel[];
  sections: ShownSection[] | null;
} {
  const seen = new Set<number>();
  const estates: EstateCardModel[] = [];
  const sections: ShownSection[] = [];
  let grouped = false;
  for (const page of pages) {
    const fresh = page.estates.filter((estate) => !seen.has(estate.id));
    fresh.forEach((estate) => seen.add(estate.id));
    estates.push(...fresh);
    if (!page.sections) continue;
    grouped = true;
    const byId = new Map(fresh.map((estate) => [estate.id, estate]));
    for (const section of page.sections) appendSection(sections, section, byId);
  }
  return { estates, sections: grouped ? sections : null };
}

function appendSection(
  sections: ShownSection[],
  section: ListingSection,
  byId: ReadonlyMap<number, EstateCardModel>,
) {
  const members = section.estateIds.flatMap((id) => {
    const estate = byId.get(id);
    return estate ? [estate] : [];
  });
  if (members.length === 0) return;
  const last = sections.at(-1);
  if (last?.id === section.id) last.estates.push(...members);
  else sections.push({ id: section.id, title: section.title, estates: members });
}
