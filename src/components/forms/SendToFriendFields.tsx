'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SendToFriendValues } from '@/domain/forms/send-to-friend-schema';
import { isVisitorFormErrorKey } from '@/domain/forms/visitor-form-errors';
import { VISITOR_LIMITS } from '@/domain/forms/visitor-fields';
import { locales } from '@/i18n/locales';
import styles from './ContactForm.module.css';
import own from './SendToFriend.module.css';

type Props = {
  register: UseFormRegister<SendToFriendValues>;
  errors: FieldErrors<SendToFriendValues>;
};

type Field = keyof SendToFriendValues;
const id = (field: string) => `send-to-friend-${field}`;

/** The fields of the send-to-a-friend form, each error message tied to its control. */
export function SendToFriendFields({ register, errors }: Props) {
  const t = useTranslations('SendToFriend');
  const tError = useTranslations('VisitorFormErrors');
  const errorOf = (field: Field) => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    return tError(isVisitorFormErrorKey(key) ? key : 'invalid');
  };
  const describedBy = (field: Field, hint?: boolean) =>
    [hint && id(`${field}-hint`), errorOf(field) && id(`${field}-error`)].filter(Boolean).join(' ') ||
    undefined;
  const control = (field: Field, hint?: boolean) => ({
    id: id(field),
    'aria-invalid': errorOf(field) ? (true as const) : undefined,
    'aria-describedby': describedBy(field, hint),
  });
  const message = (field: Field) =>
    errorOf(field) ? (
      <p id={id(`${field}-error`)} className={styles.error}>
        {errorOf(field)}
      </p>
    ) : null;
  const text = (field: 'name' | 'email' | 'friendEmail', type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>{t(field)}</label>
      {field === 'friendEmail' && (
        <p id={id('friendEmail-hint')} className={own.hint}>
          {t('friendEmailHint')}
        </p>
      )}
      <input
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        maxLength={field === 'name' ? VISITOR_LIMITS.name : VISITOR_LIMITS.email}
        {...control(field, field === 'friendEmail')}
        {...register(field)}
      />
      {message(field)}
    </div>
  );

  return (
    <>
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {text('friendEmail', 'email', 'off')}
      <div className={styles.field}>
        <label htmlFor={id('locale')}>{t('locale')}</label>
        <select className={styles.input} {...control('locale')} {...register('locale')}>
          {locales.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('message')}>{t('message')}</label>
        <p id={id('message-hint')} className={own.hint}>
          {t('messageHint')}
        </p>
        <textarea
          rows={3}
          className={styles.input}
          maxLength={VISITOR_LIMITS.message}
          {...control('message', true)}
          {...register('message')}
        />
        {message('message')}
      </div>
      <div className={styles.check}>
        <input type="checkbox" {...control('privacy')} {...register('privacy')} />
        <label htmlFor={id('privacy')} className={errorOf('privacy') ? styles.labelInvalid : undefined}>
          {t('privacy')}
        </label>
        {message('privacy')}
      </div>
    </>
  );
}
