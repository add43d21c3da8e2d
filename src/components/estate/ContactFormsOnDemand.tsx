'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { ContactFields } from '@/components/forms/ContactFields';
import type { FormAgreements } from '@/display/forms/consent-types';
import type { ContactFormValues } from '@/domain/forms';
import type { Locale } from '@/i18n/locales';
import formStyles from '@/components/forms/ContactForm.module.css';
import styles from './ContactFormsOnDemand.module.css';

type Props = {
  locale: Locale;
  estateId?: number;
  agreements: FormAgreements;
  recaptchaSiteKey?: string;
};

// Both forms bring react-hook-form, zod and reCAPTCHA: none of it belongs in the page's first load.
const loadExtraInfoModal = () =>
  import('@/components/forms/ExtraInfoModal').then((module) => module.ExtraInfoModal);
const loadContactForm = () =>
  import('@/components/forms/PropertyContactForm').then((module) => module.PropertyContactForm);

const inertRegister = ((name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
})) as unknown as UseFormRegister<ContactFormValues>;

/**
 * The contact card's two forms, loaded when the visitor comes near them or touches them (on a phone
 * the card sits below the description, so a visitor who only looks at the photos loads neither).
 * Until then a stand-in holds their exact place: the "more info" button (a click on it opens the
 * modal as soon as it has loaded) and the form's own fields, disabled and hidden from assistive
 * technology.
 */
export function ContactFormsOnDemand({ locale, estateId, agreements, recaptchaSiteKey }: Props) {
  const t = useTranslations('ContactForm');
  const placeRef = useRef<HTMLDivElement>(null);
  const wanted = useOnDemand(placeRef, { rootMargin: '100px' });
  const [standIn, setStandIn] = useState<'idle' | 'clicked' | 'focused'>('idle');
  const modalWanted = wanted || standIn !== 'idle';
  const onMount = standIn === 'clicked' ? 'open' : standIn === 'focused' ? 'focus' : undefined;
  const modalStandIn = (
    <button
      type="button"
      className="button button--ghost"
      aria-haspopup="dialog"
      onFocus={() => setStandIn((state) => (state === 'idle' ? 'focused' : state))}
      onBlur={() => setStandIn((state) => (state === 'focused' ? 'idle' : state))}
      onClick={() => setStandIn('clicked')}
    >
      {t('moreInfo')}
    </button>
  );
  const formStandIn = (
    <form className={formStyles.form} aria-hidden="true" data-stand-in="">
      <fieldset disabled className={styles.fieldset}>
        <ContactFields
          idPrefix="contact-stand-in"
          agreements={agreements}
          register={inertRegister}
          errors={{}}
        />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </fieldset>
    </form>
  );

  return (
    <div ref={placeRef} className={styles.place}>
      {/* No Suspense boundary until the form is wanted: the server may stream a large boundary's
          content apart from its fallback, which would put the stand-in (and its ids) in the page twice. */}
      {modalWanted ? (
        <LazyIsland
          load={loadExtraInfoModal}
          props={{ locale, estateId, agreements, recaptchaSiteKey, onMount }}
          fallback={modalStandIn}
        />
      ) : (
        modalStandIn
      )}
      {wanted ? (
        <LazyIsland load={loadContactForm} props={{ locale, estateId, agreements }} fallback={formStandIn} />
      ) : (
        formStandIn
      )}
    </div>
  );
}
