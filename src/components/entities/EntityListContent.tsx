import type { EntityItem, Locale } from '@/content-api/schemas';
import { readGenericItems, readOffices, readTeamMembers, readTestimonials } from './entity-items';
import { GenericEntityList } from './GenericEntityList';
import { OfficeList } from './OfficeList';
import { TeamList } from './TeamList';
import { TestimonialList } from './TestimonialList';

type Props = {
  entity: string;
  items: readonly EntityItem[];
  locale: Locale;
  tiles: { tileUrl: string; attribution: string };
};

/** The layout that suits each known entity; any other entity gets a plain list of its texts. */
export function EntityListContent({ entity, items, locale, tiles }: Props) {
  switch (entity) {
    case 'team':
      return <TeamList members={readTeamMembers(items, locale)} locale={locale} />;
    case 'offices':
      return <OfficeList offices={readOffices(items, locale)} locale={locale} tiles={tiles} />;
    case 'testimonials':
      return <TestimonialList testimonials={readTestimonials(items, locale)} />;
    default:
      return <GenericEntityList items={readGenericItems(items, locale)} />;
  }
}
