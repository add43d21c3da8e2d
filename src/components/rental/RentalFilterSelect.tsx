'use client';
import { useTranslations } from 'next-intl';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import { anyChoiceKeys, offersValue, type RentalFilterField } from './filter-fields';
import styles from './RentalSearchPanel.module.css';

type Props = { field: RentalFilterField; value: string; onChange: (value: string) => void };

/** One labelled filter select; its first choice means "no filter". */
export function RentalFilterSelect({ field, value, onChange }: Props) {
  const t = useTranslations('RentalFilters');
  const id = `rental-filter-${field.param}`;
  const select = useChangeBeforeCode<HTMLSelectElement>(onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t(field.name)}</label>
      <select
        ref={select}
        id={id}
        name={field.param}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.select}
      >
        <option value="">{t(anyChoiceKeys[field.name])}</option>
        {/* A choice from the URL that the service no longer offers stays visible as chosen. */}
        {!offersValue(field, value) && <option value={value}>{value}</option>}
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {field.groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
