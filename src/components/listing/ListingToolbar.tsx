import type { GroupKey } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { getControlsLabels } from '@/server/listing/listing-labels';
import { GroupSelect } from './GroupSelect';
import { SortSelect } from './SortSelect';
import { ViewToggle } from './ViewToggle';
import styles from './ListingControls.module.css';

type Props = { locale: Locale; resultCount: string; groupOptions: GroupKey[] };

/** One line above the results: how many there are, then sort, grouping and view. */
export async function ListingToolbar({ locale, resultCount, groupOptions }: Props) {
  const labels = await getControlsLabels(locale, groupOptions);
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status">
        {resultCount}
      </p>
      <div className={styles.controls}>
        <SortSelect label={labels.sort} choices={[...labels.sortChoices]} />
        {labels.groupChoices.length > 0 && (
          <GroupSelect label={labels.group} noneLabel={labels.groupNone} choices={labels.groupChoices} />
        )}
        <ViewToggle label={labels.view} galleryLabel={labels.viewGallery} mapLabel={labels.viewMap} />
      </div>
    </div>
  );
}
