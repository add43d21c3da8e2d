import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormAgreements } from '@/display/forms/consent-types';
import styles from './ConsentFields.module.css';

export type { FormAgreements } from '@/display/forms/consent-types';

/** One consent checkbox of a react-hook-form form: its registration and its error, if any. */
export type ConsentCheckbox = {
  registration: UseFormRegisterReturn;
  /** The validation message in the visitor's language; marks the label and is tied to the box. */
  error?: string;
};

type Props = {
  /** Keeps ids unique when two forms share a page; ids are `{idPrefix}-{field name}`. */
  idPrefix: string;
  agreements: FormAgreements;
  /** The privacy consent every form requires. */
  privacy: ConsentCheckbox;
  /** Opt-in to news by e-mail, for forms that offer it. */
  marketing?: ConsentCheckbox;
  /** A form without its own terms checkbox shows the terms of use as a line of text. */
  terms?: ConsentCheckbox;
};

function ConsentBox({ idPrefix, html, box }: { idPrefix: string; html: string; box: ConsentCheckbox }) {
  const id = `${idPrefix}-${box.registration.name}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        {...(box.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        {...box.registration}
      />
      {/* Sanitized on the server (src/server/agreements): inline markup and links only. */}
      <label
        htmlFor={id}
        className={box.error ? styles.labelInvalid : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {box.error && (
        <p id={errorId} className={styles.error}>
          {box.error}
        </p>
      )}
    </div>
  );
}

/**
 * The consent part of a form (§5, §7 agreements): the privacy checkbox, optionally the marketing
 * opt-in and the terms checkbox, each labelled with the agreement text of the content service.
 */
export function ConsentFields({ idPrefix, agreements, privacy, marketing, terms }: Props) {
  return (
    <>
      <ConsentBox idPrefix={idPrefix} html={agreements.privacy} box={privacy} />
      {marketing && <ConsentBox idPrefix={idPrefix} html={agreements.marketing} box={marketing} />}
      {terms ? (
        <ConsentBox idPrefix={idPrefix} html={agreements.terms} box={terms} />
      ) : (
        <p className={styles.notice} dangerouslySetInnerHTML={{ __html: agreements.terms }} />
      )}
    </>
  );
}
