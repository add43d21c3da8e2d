import { mapTileProps } from '@/components/map/map-props';
import { localize, type BlockOf, type Locale } from '@/content-api/schemas';
import { getEntities, getEntityItems } from '@/server/content-service';
import { EntityListContent } from './EntityListContent';
import styles from './entities.module.css';

type Props = { block: BlockOf<'entityList'>; locale: Locale };

async function blockTitle(block: Props['block'], locale: Locale): Promise<string> {
  const own = localize(block.title, locale);
  if (own) return own;
  const entity = (await getEntities()).find((candidate) => candidate.name === block.entity);
  return localize(entity?.label, locale);
}

async function loadEntityList(block: Props['block'], locale: Locale) {
  try {
    const [items, title] = await Promise.all([getEntityItems(block.entity), blockTitle(block, locale)]);
    return { items, title };
  } catch (error) {
    console.error(`Entity list '${block.entity}' could not be loaded`, error);
    return null;
  }
}

/**
 * A CMS block listing a site entity (team, offices, testimonials, …). An entity that cannot be read
 * leaves the block out, so the page around it still shows.
 */
export async function EntityListBlock({ block, locale }: Props) {
  const loaded = await loadEntityList(block, locale);
  if (!loaded || loaded.items.length === 0) return null;
  const headingId = `entity-${block.entity.replace(/[^\w-]/g, '')}`;
  return (
    <section
      className={`container page-section ${styles.block}`}
      aria-labelledby={loaded.title ? headingId : undefined}
    >
      {loaded.title && (
        <h2 id={headingId} className={styles.title}>
          {loaded.title}
        </h2>
      )}
      <EntityListContent entity={block.entity} items={loaded.items} locale={locale} tiles={mapTileProps()} />
    </section>
  );
}
