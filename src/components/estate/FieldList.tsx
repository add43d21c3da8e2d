import type { FieldRow } from '@/display/estate/field-rows';
import { FloodWarningIcon } from './FloodWarningIcon';
import { TextInItsLanguage } from './TextInItsLanguage';
import styles from './FieldList.module.css';

type Props = { rows: FieldRow[]; floodWarningLabel: string };

/** Label / value pairs of a tab; yes/no answers carry their explanation beneath the answer. */
export function FieldList({ rows, floodWarningLabel }: Props) {
  if (rows.length === 0) return null;
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-field={row.key}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>
            <span className={styles.answer}>
              <TextInItsLanguage text={row.value} lang={row.lang} />
              {row.floodWarning && <FloodWarningIcon label={floodWarningLabel} />}
            </span>
            {row.description && (
              <span className={styles.description} lang={row.descriptionLang}>
                {row.description}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
