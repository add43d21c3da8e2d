'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import own from './SendToFriend.module.css';

const loadDialog = () => import('./SendToFriendDialog');
// The form, its schema and the captcha only load when a visitor asks for them.
const SendToFriendDialog = dynamic(() => loadDialog().then((module) => module.SendToFriendDialog), {
  ssr: false,
});

type Props = {
  estateId: number;
  locale: Locale;
  recaptchaSiteKey: string;
};

/** "Send to a friend": a plain button whose dialog loads on demand (warmed up on hover or focus). */
export function SendToFriendButton(props: Props) {
  const t = useTranslations('SendToFriend');
  const [open, setOpen] = useState(false);
  const warmUp = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className={`button button--ghost ${own.trigger}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => setOpen(true)}
      >
        {t('open')}
      </button>
      {open && <SendToFriendDialog {...props} onClosed={() => setOpen(false)} />}
    </>
  );
}
