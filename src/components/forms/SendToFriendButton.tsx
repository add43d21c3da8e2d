'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyIsland } from '@/components/errors/LazyIsland';
import type { Locale } from '@/i18n/locales';
import own from './SendToFriend.module.css';

// The form, its schema and the captcha only load when a visitor asks for them.
const loadDialog = () => import('./SendToFriendDialog').then((module) => module.SendToFriendDialog);

type Props = {
  estateId: number;
  locale: Locale;
  recaptchaSiteKey: string;
};

/** "Send to a friend": a plain button whose dialog loads on demand (warmed up on hover or focus). */
export function SendToFriendButton(props: Props) {
  const t = useTranslations('SendToFriend');
  const [open, setOpen] = useState(false);
  // A failure here is left to the opening, which says so in place.
  const warmUp = () => void loadDialog().catch(() => {});
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
      {open && <LazyIsland load={loadDialog} props={{ ...props, onClosed: () => setOpen(false) }} />}
    </>
  );
}
