'use client';

import { useTranslations } from 'next-intl';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import {
  alertFrequencies,
  type AlertFrequency,
  type AlertKind,
  type SubscribeFormValues,
  type SubscriptionEdit,
} from '@/domain/subscriptions';
import { fieldErrorText } from './field-error';
import styles from './SubscriptionForm.module.css';

type Props = {
  idPrefix: string;
  form: UseFormReturn<SubscribeFormValues, unknown, SubscriptionEdit>;
  /** The kinds this subscription can get (a list of chosen estates has no new estates). */
  kinds: readonly AlertKind[];
};

const kindLabels = {
  newEstates: 'kindNewEstates',
  priceDrops: 'kindPriceDrops',
  backOnMarket: 'kindBackOnMarket',
  offMarket: 'kindOffMarket',
} as const satisfies Record<AlertKind, string>;

const frequencyLabels = {
  instant: ['frequencyInstant', 'frequencyInstantHint'],
  daily: ['frequencyDaily', 'frequencyDailyHint'],
  weekly: ['frequencyWeekly', 'frequencyWeeklyHint'],
} as const satisfies Record<AlertFrequency, readonly [string, string]>;

/** Which news the subscriber wants (tick boxes, at least one) and how often (one of three). */
export function AlertPreferencesFields({ idPrefix, form, kinds }: Props) {
  const t = useTranslations('SubscriptionForm');
  const tError = useTranslations('SubscriptionErrors');
  const id = (field: string) => `${idPrefix}-${field}`;
  // An array's own error (too few ticked) sits at its root.
  const kindsError = fieldErrorText(
    form.formState.errors.alerts?.kinds?.root ??
      (form.formState.errors.alerts?.kinds as FieldError | undefined),
    ['alerts', 'kinds'],
    tError,
  );
  return (
    <fieldset className={styles.criteria}>
      <legend className={styles.criteriaLegend}>{t('alerts')}</legend>
      <p className={styles.hint}>{t('alertsHint')}</p>
      <Controller
        control={form.control}
        name="alerts.kinds"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset className={styles.group} aria-describedby={kindsError ? id('kinds-error') : undefined}>
              <legend className={styles.legend}>{t('kinds')}</legend>
              <div className={styles.options}>
                {kinds.map((kind) => (
                  <div key={kind} className={styles.choice}>
                    <input
                      id={id(`kind-${kind}`)}
                      type="checkbox"
                      checked={chosen.includes(kind)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen.filter((other) => other !== kind), kind]
                            : chosen.filter((other) => other !== kind),
                        )
                      }
                    />
                    <label htmlFor={id(`kind-${kind}`)}>{t(kindLabels[kind])}</label>
                  </div>
                ))}
              </div>
              {kindsError && (
                <p id={id('kinds-error')} className={styles.error}>
                  {kindsError}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('frequency')}</legend>
        <div className={styles.options}>
          {alertFrequencies.map((frequency) => {
            const [label, hint] = frequencyLabels[frequency];
            return (
              <div key={frequency} className={styles.choice}>
                <input
                  id={id(`frequency-${frequency}`)}
                  type="radio"
                  value={frequency}
                  aria-describedby={id(`frequency-${frequency}-hint`)}
                  {...form.register('alerts.frequency')}
                />
                <div>
                  <label htmlFor={id(`frequency-${frequency}`)}>{t(label)}</label>
                  <p id={id(`frequency-${frequency}-hint`)} className={styles.optionHint}>
                    {t(hint)}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
    </fieldset>
  );
}
