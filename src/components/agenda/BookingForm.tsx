'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { appointmentFormSchema, type AppointmentFormValues } from '@/domain/forms/appointment-schema';
import { isVisitorFormErrorKey } from '@/domain/forms/visitor-form-errors';
import formStyles from '@/components/forms/ContactForm.module.css';
import styles from './LiveAgenda.module.css';

type Field = keyof AppointmentFormValues;
type Props = {
  moment: string;
  sending: boolean;
  onChangeSlot: () => void;
  onSubmit: (values: AppointmentFormValues) => void;
};

const empty: AppointmentFormValues = { name: '', email: '', phone: '', privacy: false };
const id = (field: string) => `live-agenda-${field}`;

/** Who comes to the chosen visit; checked with the booking endpoint's own schema before sending. */
export function BookingForm({ moment, sending, onChangeSlot, onSubmit }: Props) {
  const t = useTranslations('LiveAgenda');
  const tError = useTranslations('VisitorFormErrors');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = appointmentFormSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      onSubmit(values);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= tError(isVisitorFormErrorKey(issue.message) ? issue.message : 'invalid');
    }
    setErrors(found);
    const first = (['name', 'email', 'phone', 'privacy'] as const).find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const control = (field: Field) => ({
    id: id(field),
    name: field,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? id(`${field}-error`) : undefined,
  });
  const message = (field: Field) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className={formStyles.error}>
        {errors[field]}
      </p>
    ) : null;
  const text = (field: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <div className={formStyles.field}>
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        type={type}
        autoComplete={autoComplete}
        className={formStyles.input}
        value={values[field] ?? ''}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        {...control(field)}
      />
      {message(field)}
    </div>
  );

  return (
    <form
      className={`${formStyles.form} ${sending ? formStyles.loading : ''}`}
      aria-busy={sending}
      aria-label={t('submit')}
      noValidate
      onSubmit={submit}
    >
      <div className={styles.chosen}>
        <p className={styles.moment}>{moment}</p>
        <button type="button" className={styles.more} onClick={onChangeSlot}>
          {t('change')}
        </button>
      </div>
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel')}
      <div className={formStyles.check}>
        <input
          type="checkbox"
          checked={values.privacy}
          onChange={(event) => setValues({ ...values, privacy: event.target.checked })}
          {...control('privacy')}
        />
        <label htmlFor={id('privacy')} className={errors.privacy ? formStyles.labelInvalid : undefined}>
          {t('privacy')}
        </label>
        {message('privacy')}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
