'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  sendToFriendSchema,
  type SendToFriendPayload,
  type SendToFriendValues,
} from '@/domain/forms/send-to-friend-schema';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import { CaptchaNotice } from './CaptchaNotice';
import { FormAlert } from './FormAlert';
import { ModalDialog } from './ModalDialog';
import { OnDemandCaptcha } from './OnDemandCaptcha';
import { SendToFriendFields } from './SendToFriendFields';
import { useFormStarted } from './use-form-started';
import { useFormSubmission } from './use-form-submission';
import styles from './ContactForm.module.css';
import own from './SendToFriend.module.css';

type Props = {
  estateId: number;
  /** The page's language: the friend's language unless the sender picks another. */
  locale: Locale;
  /** The configured reCAPTCHA site key: sending to a friend always takes the captcha step. */
  recaptchaSiteKey: string;
  /** Called once the dialog has closed, however it closed. */
  onClosed: () => void;
};

/**
 * The send-to-a-friend form in a native modal dialog, open as soon as it mounts (it is loaded on the
 * visitor's click). Sends the form with the captcha answer; on success it thanks the visitor and
 * offers to send to someone else.
 */
export function SendToFriendDialog({ estateId, locale, recaptchaSiteKey, onClosed }: Props) {
  const t = useTranslations('SendToFriend');
  const action = ajaxPath(locale, 'sendToFriend');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const captchaRef = useRef<ReCAPTCHA>(null);
  const { submission, sending, send, refuseWithoutCaptcha, reset } = useFormSubmission();
  const { started, startListeners } = useFormStarted();
  const empty: SendToFriendValues = {
    name: '',
    email: '',
    friendEmail: '',
    message: '',
    locale,
    privacy: false,
    estateId,
  };
  const form = useForm<SendToFriendValues, unknown, SendToFriendPayload>({
    resolver: zodResolver(sendToFriendSchema),
    defaultValues: empty,
    shouldFocusError: true,
  });

  const sendValues = async (values: SendToFriendPayload) => {
    const token = captchaRef.current?.getValue() ?? '';
    if (token === '') {
      refuseWithoutCaptcha();
      return;
    }
    const payload: Record<string, unknown> = { ...values, 'g-recaptcha-response': token };
    if (!values.message) delete payload.message;
    await send(action, { method: 'POST', body: payload });
    captchaRef.current?.reset();
    dialogRef.current?.scrollTo?.({ top: 0 });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(sendValues)(event);

  const startAgain = () => {
    form.reset({ ...form.getValues(), friendEmail: '', message: '' });
    reset();
  };

  return (
    <ModalDialog ref={dialogRef} title={t('title')} closeLabel={t('close')} openOnMount onClose={onClosed}>
      {submission.phase === 'sent' ? (
        <div className={own.sent}>
          <FormAlert tone="success" outcome={submission}>
            {t('sent')}
          </FormAlert>
          <button type="button" className="button" onClick={startAgain}>
            {t('sendAnother')}
          </button>
        </div>
      ) : (
        <>
          <p className={own.intro}>{t('intro')}</p>
          <form
            className={`${styles.form} ${sending ? styles.loading : ''}`}
            aria-busy={sending}
            aria-label={t('title')}
            action={action}
            method="post"
            noValidate
            onSubmit={submit}
            {...startListeners}
          >
            {submission.phase === 'failed' && (
              <FormAlert tone="danger" outcome={submission}>
                {submission.status === 'captcha' ? t('captchaRequired') : t('failure')}
              </FormAlert>
            )}
            <SendToFriendFields register={form.register} errors={form.formState.errors} />
            <OnDemandCaptcha ref={captchaRef} siteKey={recaptchaSiteKey} locale={locale} started={started} />
            <button type="submit" className="button" disabled={sending}>
              {sending ? t('sending') : t('submit')}
            </button>
          </form>
          <CaptchaNotice locale={locale} />
        </>
      )}
    </ModalDialog>
  );
}
