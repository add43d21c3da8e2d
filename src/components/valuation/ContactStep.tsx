'use client';

import { useTranslations } from 'next-intl';
import { ConsentFields } from '@/components/forms/ConsentFields';
import type { FormAgreements } from '@/display/forms/consent-types';
import { CONTACT_MOMENTS } from '@/domain/forms/valuation-choices';
import { ChoiceButtons } from './ChoiceButtons';
import { fieldId } from './field-error';
import type { StepProps } from './step-props';
import { ValuationField } from './ValuationField';
import styles from './ValuationForm.module.css';

type Props = StepProps & { agreements: FormAgreements };

type TextPath = 'contact.name' | 'contact.email' | 'contact.phone';

/** Step 4: who the agency calls back and when, a remark, and the privacy consent. */
export function ContactStep({ form, errorOf, agreements }: Props) {
  const t = useTranslations('ValuationForm');
  const { register } = form;
  const text = (path: TextPath, label: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <ValuationField id={fieldId(path)} label={t(label)} error={errorOf(path)}>
      {(control) => (
        <input
          type={type}
          autoComplete={autoComplete}
          className={styles.input}
          {...control}
          {...register(path)}
        />
      )}
    </ValuationField>
  );
  return (
    <>
      {text('contact.name', 'name', 'text', 'name')}
      <div className={styles.pair}>
        {text('contact.email', 'email', 'email', 'email')}
        {text('contact.phone', 'phone', 'tel', 'tel')}
      </div>
      <ChoiceButtons
        id={fieldId('contact.contactMoment')}
        legend={t('contactMoment')}
        choices={CONTACT_MOMENTS.map((value) => ({ value, label: t(`contactMoments.${value}`) }))}
        registration={register('contact.contactMoment')}
        error={errorOf('contact.contactMoment')}
      />
      <ValuationField
        id={fieldId('contact.remarks')}
        label={t('remarks')}
        optional={t('optional')}
        error={errorOf('contact.remarks')}
      >
        {(control) => (
          <textarea rows={4} className={styles.input} {...control} {...register('contact.remarks')} />
        )}
      </ValuationField>
      <ConsentFields
        idPrefix="valuation"
        agreements={agreements}
        privacy={{ registration: register('contact.privacy'), error: errorOf('contact.privacy') }}
      />
    </>
  );
}
