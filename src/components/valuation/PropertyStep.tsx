'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { asksFact } from '@/domain/forms/valuation-choices';
import type { ValuationChoiceLabels } from './choice-labels';
import { fieldId } from './field-error';
import { emptyAsUndefined, optionalNumber, type StepProps } from './step-props';
import { ValuationField } from './ValuationField';
import styles from './ValuationForm.module.css';

type Props = StepProps & { choices: ValuationChoiceLabels };

/** Step 2: type and subtype, then the facts that type is asked (bedrooms, living area, condition). */
export function PropertyStep({ form, errorOf, choices }: Props) {
  const t = useTranslations('ValuationForm');
  const { register } = form;
  const type = useWatch({ control: form.control, name: 'property.type' });
  const subTypes = choices.subTypes[type ?? ''] ?? [];
  const number = (path: 'property.bedrooms' | 'property.livingArea', max: number, hint?: string) => (
    <ValuationField
      id={fieldId(path)}
      label={t(path === 'property.bedrooms' ? 'bedrooms' : 'livingArea')}
      hint={hint}
      error={errorOf(path)}
    >
      {(control) => (
        <input
          type="number"
          inputMode="numeric"
          min={path === 'property.bedrooms' ? 0 : 1}
          max={max}
          step={1}
          className={`${styles.input} ${styles.short}`}
          {...control}
          {...register(path, { setValueAs: optionalNumber })}
        />
      )}
    </ValuationField>
  );

  return (
    <>
      <ValuationField id={fieldId('property.type')} label={t('type')} error={errorOf('property.type')}>
        {(control) => (
          <select
            className={styles.input}
            {...control}
            {...register('property.type', {
              // Another type has other subtypes: the one chosen before no longer applies.
              onChange: () => form.setValue('property.subType', undefined),
            })}
          >
            <option value="">{t('chooseType')}</option>
            {choices.types.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </ValuationField>
      {subTypes.length > 0 && (
        <ValuationField
          id={fieldId('property.subType')}
          label={t('subType')}
          optional={t('optional')}
          error={errorOf('property.subType')}
        >
          {(control) => (
            <select
              className={styles.input}
              {...control}
              {...register('property.subType', { setValueAs: emptyAsUndefined })}
            >
              <option value="">{t('subTypeNone')}</option>
              {subTypes.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </ValuationField>
      )}
      {(asksFact(type, 'bedrooms') || asksFact(type, 'livingArea')) && (
        <div className={styles.pair}>
          {asksFact(type, 'bedrooms') && number('property.bedrooms', 50)}
          {asksFact(type, 'livingArea') && number('property.livingArea', 100_000, t('livingAreaHint'))}
        </div>
      )}
      {asksFact(type, 'condition') && (
        <ValuationField
          id={fieldId('property.condition')}
          label={t('condition')}
          error={errorOf('property.condition')}
        >
          {(control) => (
            <select
              className={styles.input}
              {...control}
              {...register('property.condition', { setValueAs: emptyAsUndefined })}
            >
              <option value="">{t('chooseCondition')}</option>
              {choices.conditions.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </ValuationField>
      )}
    </>
  );
}
