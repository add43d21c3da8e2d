'use client';

import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import styles from './ModalDialog.module.css';

type Props = {
  /** The dialog element, for the owner to open it, close it or scroll it. */
  ref: RefObject<HTMLDialogElement | null>;
  /** The heading, which also names the dialog. */
  title: string;
  closeLabel: string;
  /** Shown as soon as it mounts, for a dialog that is only loaded once the visitor asked for it. */
  openOnMount?: boolean;
  /** Called however the dialog closed: its button, Escape, or the owner. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A native modal dialog with its heading and close button. The browser keeps the focus inside,
 * closes it on Escape, dims the page behind it and gives the focus back to where it was.
 */
export function ModalDialog({ ref, title, closeLabel, openOnMount, onClose, children }: Props) {
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (openOnMount && dialog && !dialog.open) dialog.showModal();
  }, [ref, openOnMount]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {/* The dialog's first control: opening focuses it rather than a field, so opening starts no
            form (use-form-started.ts). */}
        <button type="button" className="button button--ghost" onClick={() => ref.current?.close()}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  );
}
