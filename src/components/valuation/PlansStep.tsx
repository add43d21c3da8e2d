'use client';

import { useTranslations } from 'next-intl';
import { VALUATION_INTENTS, VALUATION_TIMELINES } from '@/domain/forms/valuation-choices';
import { ChoiceButtons } from './ChoiceButtons';
import { fieldId } from './field-error';
import type { StepProps } from './step-props';

/** Step 3: sell or let, and when. */
export function PlansStep({ form, errorOf }: StepProps) {
  const t = useTranslations('ValuationForm');
  return (
    <>
      <ChoiceButtons
        id={fieldId('plans.intent')}
        legend={t('intent')}
        choices={VALUATION_INTENTS.map((value) => ({ value, label: t(`intents.${value}`) }))}
        registration={form.register('plans.intent')}
        error={errorOf('plans.intent')}
      />
      <ChoiceButtons
        id={fieldId('plans.timeline')}
        legend={t('timeline')}
        choices={VALUATION_TIMELINES.map((value) => ({ value, label: t(`timelines.${value}`) }))}
        registration={form.register('plans.timeline')}
        error={errorOf('plans.timeline')}
      />
    </>
  );
}
