'use client';

import { useId } from 'react';
import type { GroupKey } from '@/content-api/schemas';
import { withChanges } from '@/domain/search/filter-state';
import { useListingNavigation } from './ListingNavigation';
import styles from './ListingControls.module.css';

type Props = { label: string; noneLabel: string; choices: { value: GroupKey; label: string }[] };

/** Groups the listing into headed sections, or not. */
export function GroupSelect({ label, noneLabel, choices }: Props) {
  const id = useId();
  const { filters, navigate } = useListingNavigation();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={filters.group ?? ''}
        onChange={(event) => {
          const group = choices.find((choice) => choice.value === event.target.value)?.value;
          navigate(withChanges(filters, { group }));
        }}
      >
        <option value="">{noneLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
