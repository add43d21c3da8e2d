'use client';

import { useId } from 'react';
import type { GroupKey } from '@/content-api/schemas';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import { withChanges } from '@/domain/search/filter-state';
import { useListingNavigation } from './ListingNavigation';
import styles from './ListingControls.module.css';

type Props = { label: string; noneLabel: string; choices: { value: GroupKey; label: string }[] };

/** Groups the listing into headed sections, or not. */
export function GroupSelect({ label, noneLabel, choices }: Props) {
  const id = useId();
  const { filters, navigate } = useListingNavigation();
  const choose = (value: string) => {
    const group = choices.find((choice) => choice.value === value)?.value;
    navigate(withChanges(filters, { group }));
  };
  const field = useChangeBeforeCode<HTMLSelectElement>(choose);
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        {label}
      </label>
      <select
        ref={field}
        id={id}
        className={styles.select}
        value={filters.group ?? ''}
        onChange={(event) => choose(event.target.value)}
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
