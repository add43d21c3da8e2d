import type { Path, UseFormReturn } from 'react-hook-form';
import type { ValuationForm, ValuationFormValues } from '@/domain/forms/valuation-schema';

export type ValuationFormApi = UseFormReturn<ValuationFormValues, unknown, ValuationForm>;
export type ValuationPath = Path<ValuationFormValues>;

/** What every step gets: the one form of all steps, and the message of a refused field. */
export type StepProps = {
  form: ValuationFormApi;
  errorOf: (path: ValuationPath) => string | undefined;
};

/** An empty field is no answer (undefined), not zero or ''. */
export const emptyAsUndefined = (value: unknown) => (value === '' || value == null ? undefined : value);
export const optionalNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
