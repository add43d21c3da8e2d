'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ContactFormValues, FormErrorKey } from '@/domain/forms';
import { ConsentFields } from './ConsentFields';
import type { ContactFormLabels } from './contact-form-labels';
import styles from './ContactForm.module.css';

type Props = {
  /** Keeps ids unique when two contact forms share a page. */
  idPrefix: string;
  labels: ContactFormLabels;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
};

type TextField = 'name' | 'email' | 'phone';

/** The fields both contact forms share, with their error messages tied to the controls. */
export function ContactFields({ idPrefix, labels, register, errors }: Props) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof ContactFormValues) => {
    const key = errors[field]?.message;
    return key ? (labels.errors[key as FormErrorKey] ?? labels.errors.invalid) : undefined;
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
      <label htmlFor={id(field)}>{labels[field]}</label>
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
        <label htmlFor={id('subject')}>{labels.subject}</label>
        <select id={id('subject')} className={styles.input} {...register('subject')}>
          {labels.subjects.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('text')}>{labels.text}</label>
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
        agreements={labels.agreements}
        privacy={{ registration: register('privacy'), error: errorOf('privacy') }}
        marketing={{ registration: register('newsletter') }}
      />
    </>
  );
}
