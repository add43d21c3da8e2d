import { sortSections } from '@/domain/search/section-order';
import type { Locale } from '@/i18n/locales';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import type { EstatePageAnswer, ListingSection } from '@/display/listing/listing-types';

export type ShownSection = Pick<ListingSection, 'id' | 'title' | 'order'> & {
  estates: EstateCardModel[];
};

/**
 * The cards of every loaded page, in headed sections when the listing is grouped: one section per
 * group, however many pages bring cards of it (a page loaded later may well continue a group shown
 * further up), in the order of the groups. An estate that slipped onto two pages (the offer changed
 * between them) is shown once.
 */
export function mergePages(
  pages: readonly EstatePageAnswer[],
  locale: Locale,
): { estates: EstateCardModel[]; sections: ShownSection[] | null } {
  const seen = new Set<number>();
  const estates: EstateCardModel[] = [];
  const sections = new Map<string, ShownSection>();
  let grouped = false;
  for (const page of pages) {
    const fresh = page.estates.filter((estate) => !seen.has(estate.id));
    fresh.forEach((estate) => seen.add(estate.id));
    estates.push(...fresh);
    if (!page.sections) continue;
    grouped = true;
    const byId = new Map(fresh.map((estate) => [estate.id, estate]));
    for (const section of page.sections) addToSection(sections, section, byId);
  }
  return { estates, sections: grouped ? sortSections([...sections.values()], locale) : null };
}

function addToSection(
  sections: Map<string, ShownSection>,
  section: ListingSection,
  byId: ReadonlyMap<number, EstateCardModel>,
) {
  const members = section.estateIds.flatMap((id) => {
    const estate = byId.get(id);
    return estate ? [estate] : [];
  });
  if (members.length === 0) return;
  const shown = sections.get(section.id);
  if (shown) shown.estates.push(...members);
  else
    sections.set(section.id, {
      id: section.id,
      title: section.title,
      order: section.order,
      estates: members,
    });
}
