'use client';

import type { SubscriptionChoice } from '@/domain/subscriptions';
import styles from './SubscriptionForm.module.css';

type Props = {
  idPrefix: string;
  legend: string;
  choices: SubscriptionChoice[];
  /** The chosen ids; a choice is ticked when any of its ids is. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/** Tick boxes over content-service ids; nothing ticked means "any". */
export function ChoiceGroup({ idPrefix, legend, choices, value, onChange }: Props) {
  if (choices.length === 0) return null;
  const toggle = (choice: SubscriptionChoice, ticked: boolean) => {
    const rest = value.filter((id) => !choice.ids.includes(id));
    onChange(ticked ? [...rest, ...choice.ids] : rest);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => {
          const id = `${idPrefix}-${choice.ids.join('-')}`;
          return (
            <div key={id} className={styles.choice}>
              <input
                id={id}
                type="checkbox"
                checked={choice.ids.some((choiceId) => value.includes(choiceId))}
                onChange={(event) => toggle(choice, event.target.checked)}
              />
              <label htmlFor={id}>{choice.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
