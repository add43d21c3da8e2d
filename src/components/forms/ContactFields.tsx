'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { isFormErrorKey } from '@/domain/forms/form-error-keys';
import type { ContactFormValues } from '@/domain/forms';
import { ConsentFields } from './ConsentFields';
import type { FormAgreements } from '@/display/forms/consent-types';
import styles from './ContactForm.module.css';

type Props = {
  /** Keeps ids unique when two contact forms share a page. */
  idPrefix: string;
  /** The consent texts of the content service (privacy, terms, marketing). */
  agreements: FormAgreements;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
};

type TextField = 'name' | 'email' | 'phone';

/** The fields both contact forms share, with their error messages tied to the controls. */
export function ContactFields({ idPrefix, agreements, register, errors }: Props) {
  const t = useTranslations('ContactForm');
  const tError = useTranslations('FormErrors');
  // The chosen subject's text itself goes in front of the message (§5); 0 means none.
  const subjects = [
    { value: '0', label: t('subjectNone') },
    { value: t('subjectVisit'), label: t('subjectVisit') },
    { value: t('subjectInfo'), label: t('subjectInfo') },
  ];
  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof ContactFormValues) => {
    const key = errors[field]?.message;
    return key ? tError(isFormErrorKey(key) ? key : 'invalid') : undefined;
  };
  const message = (field: keyof ContactFormValues) => {
    const text = errorOf(field);
    return text ? (
      <p id={id(`${field}-error`)} className={styles.error}>
        {text}
      </p>
    ) : null;
  };
  const invalidProps = (field: keyof ContactFormValues) =>
    errorOf(field) ? { 'aria-invalid': true as const, 'aria-describedby': id(`${field}-error`) } : {};
  const textInput = (field: TextField, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        id={id(field)}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        {...invalidProps(field)}
        {...register(field)}
      />
      {message(field)}
    </div>
  );

  return (
    <>
      {textInput('name', 'text', 'name')}
      {textInput('email', 'email', 'email')}
      {textInput('phone', 'tel', 'tel')}
      <div className={styles.field}>
        <label htmlFor={id('subject')}>{t('subject')}</label>
        <select id={id('subject')} className={styles.input} {...register('subject')}>
          {subjects.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('text')}>{t('text')}</label>
        <textarea
          id={id('text')}
          rows={5}
          className={styles.input}
          {...invalidProps('text')}
          {...register('text')}
        />
        {message('text')}
      </div>
      <ConsentFields
        idPrefix={idPrefix}
        agreements={agreements}
        privacy={{ registration: register('privacy'), error: errorOf('privacy') }}
        marketing={{ registration: register('newsletter') }}
      />
    </>
  );
}
