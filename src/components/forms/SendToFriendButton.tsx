'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { SendToFriendLabels } from './send-to-friend-labels';
import own from './SendToFriend.module.css';

const loadDialog = () => import('./SendToFriendDialog');
// The form, its schema and the captcha only load when a visitor asks for them.
const SendToFriendDialog = dynamic(() => loadDialog().then((module) => module.SendToFriendDialog), {
  ssr: false,
});

type Props = {
  estateId: number;
  locale: Locale;
  labels: SendToFriendLabels;
  recaptchaSiteKey: string;
};

/** "Send to a friend": a plain button whose dialog loads on demand (warmed up on hover or focus). */
export function SendToFriendButton(props: Props) {
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
        {props.labels.open}
      </button>
      {open && <SendToFriendDialog {...props} onClosed={() => setOpen(false)} />}
    </>
  );
}
