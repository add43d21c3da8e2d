'use client';

import { useId } from 'react';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import { withSort } from '@/domain/search/filter-state';
import { effectiveSort, sortTypes, type SortOrder, type SortType } from '@/domain/search/search-filters';
import { useListingNavigation } from './ListingNavigation';
import styles from './ListingControls.module.css';

export type SortChoice = { sortType: SortType; sortOrder: SortOrder; label: string };

type Props = { label: string; choices: SortChoice[] };

function choiceValue(choice: Pick<SortChoice, 'sortType' | 'sortOrder'>): string {
  return `${choice.sortType}:${choice.sortOrder}`;
}

function parseChoice(value: string): Pick<SortChoice, 'sortType' | 'sortOrder'> | null {
  const [sortType, sortOrder] = value.split(':');
  const type = sortTypes.find((candidate) => candidate === sortType);
  if (!type || (sortOrder !== 'ASC' && sortOrder !== 'DESC')) return null;
  return { sortType: type, sortOrder };
}

/** Sort order of the listing; a new order replaces the URL and keeps every filter. */
export function SortSelect({ label, choices }: Props) {
  const id = useId();
  const { filters, navigate } = useListingNavigation();
  const choose = (value: string) => {
    const choice = parseChoice(value);
    if (choice) navigate(withSort(filters, choice.sortType, choice.sortOrder));
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
        value={choiceValue(effectiveSort(filters))}
        onChange={(event) => choose(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choiceValue(choice)} value={choiceValue(choice)}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
