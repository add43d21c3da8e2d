'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useForm } from 'react-hook-form';
import {
  sendToFriendSchema,
  type SendToFriendPayload,
  type SendToFriendValues,
} from '@/domain/forms/send-to-friend-schema';
import type { Locale } from '@/i18n/locales';
import { ModalDialog } from './ModalDialog';
import { postForm } from './post-form';
import type { SendToFriendLabels } from './send-to-friend-labels';
import { SendToFriendFields } from './SendToFriendFields';
import styles from './ContactForm.module.css';
import own from './SendToFriend.module.css';

type Props = {
  /** /{lang}/ajax/send-to-a-friend */
  action: string;
  estateId: number;
  /** The page's language: the friend's language unless the sender picks another. */
  locale: Locale;
  labels: SendToFriendLabels;
  /** The configured reCAPTCHA site key: sending to a friend always takes the captcha step. */
  recaptchaSiteKey: string;
  /** Called once the dialog has closed, however it closed. */
  onClosed: () => void;
};

type Status = 'idle' | 'loading' | 'failed' | 'captcha' | 'sent';

/**
 * The send-to-a-friend form in a native modal dialog, open as soon as it mounts (it is loaded on the
 * visitor's click). Sends the form with the captcha answer; on success it thanks the visitor and
 * offers to send to someone else.
 */
export function SendToFriendDialog({ action, estateId, locale, labels, recaptchaSiteKey, onClosed }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const captchaRef = useRef<ReCAPTCHA>(null);
  const [status, setStatus] = useState<Status>('idle');
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

  const send = async (values: SendToFriendPayload) => {
    const token = captchaRef.current?.getValue() ?? '';
    if (token === '') {
      setStatus('captcha');
      return;
    }
    setStatus('loading');
    const payload: Record<string, unknown> = { ...values, 'g-recaptcha-response': token };
    if (!values.message) delete payload.message;
    const sent = await postForm(action, payload);
    captchaRef.current?.reset();
    setStatus(sent ? 'sent' : 'failed');
    dialogRef.current?.scrollTo?.({ top: 0 });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event);

  const startAgain = () => {
    form.reset({ ...form.getValues(), friendEmail: '', message: '' });
    setStatus('idle');
  };

  const loading = status === 'loading';
  return (
    <ModalDialog
      ref={dialogRef}
      title={labels.title}
      closeLabel={labels.close}
      openOnMount
      onClose={onClosed}
    >
      {status === 'sent' ? (
        <div className={own.sent}>
          <p role="status" className={own.success}>
            {labels.sent}
          </p>
          <button type="button" className="button" onClick={startAgain}>
            {labels.sendAnother}
          </button>
        </div>
      ) : (
        <>
          <p className={own.intro}>{labels.intro}</p>
          <form
            className={`${styles.form} ${loading ? styles.loading : ''}`}
            aria-busy={loading}
            aria-label={labels.title}
            action={action}
            method="post"
            noValidate
            onSubmit={submit}
          >
            {(status === 'failed' || status === 'captcha') && (
              <div role="alert" className={styles.danger}>
                {status === 'failed' ? labels.failure : labels.captchaRequired}
              </div>
            )}
            <SendToFriendFields labels={labels} register={form.register} errors={form.formState.errors} />
            <ReCAPTCHA ref={captchaRef} sitekey={recaptchaSiteKey} />
            <button type="submit" className="button" disabled={loading}>
              {loading ? labels.sending : labels.submit}
            </button>
          </form>
        </>
      )}
    </ModalDialog>
  );
}
