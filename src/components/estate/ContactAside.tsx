import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageText, type EstateContactInfo, type SalesRep } from '@/content-api/schemas';
import { fieldLabel, type EstateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import styles from './ContactAside.module.css';

type Props = {
  salesRep: SalesRep | null | undefined;
  /** The estate's contact from the service, for estates without a representative of their own. */
  contactInfo: EstateContactInfo | null;
  locale: Locale;
  labels: EstateLabels;
  headingId: string;
  /** The contact form of the estate, rendered in this card beneath the representative. */
  form?: ReactNode;
  /** Further ways to act on the estate (book a visit, send it to a friend), beneath the form. */
  actions?: ReactNode;
};

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * The contact card of a detail page (sticky beside the content on wide screens): who to call or
 * mail about this estate, with direct phone and e-mail links, and the estate's contact form.
 */
export async function ContactAside({
  salesRep,
  contactInfo,
  locale,
  labels,
  headingId,
  form,
  actions,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'EstateContact' });
  const repName = [salesRep?.firstname, salesRep?.lastname].filter(Boolean).join(' ');
  const name = repName || contactInfo?.name || '';
  const phone = salesRep?.phone || contactInfo?.phone || null;
  const mobile = salesRep?.mobile || null;
  const email = salesRep?.email || contactInfo?.email || null;
  const repDescription = pageText(salesRep?.description, locale);
  const lines = [
    {
      key: 'phone',
      label: fieldLabel(labels, 'other.sales_rep_phone'),
      value: phone,
      href: phone && telHref(phone),
      action: phone && t('call', { number: phone }),
    },
    {
      key: 'mobile',
      label: fieldLabel(labels, 'other.sales_rep_mobile'),
      value: mobile,
      href: mobile && telHref(mobile),
      action: mobile && t('call', { number: mobile }),
    },
    {
      key: 'email',
      label: fieldLabel(labels, 'other.sales_rep_email'),
      value: email,
      href: email && `mailto:${email}`,
      action: email && t('mail', { email }),
    },
  ].filter((line) => line.value && line.href);

  return (
    <aside id="contact" className={styles.aside} aria-labelledby={headingId} data-section="contact">
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {name && (
        <div className={styles.rep}>
          {salesRep?.picture && (
            // eslint-disable-next-line @next/next/no-img-element -- portraits come from the agency's servers
            <img
              src={salesRep.picture}
              alt=""
              width={64}
              height={64}
              className={styles.picture}
              loading="lazy"
            />
          )}
          <div>
            <p className={styles.role}>{repName ? fieldLabel(labels, 'other.sales_rep') : t('office')}</p>
            <p className={styles.name}>{name}</p>
            {contactInfo?.office && !repName && <p className={styles.office}>{contactInfo.office}</p>}
          </div>
        </div>
      )}
      {lines.length > 0 && (
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.key} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>
                <a href={line.href ?? undefined} aria-label={line.action ?? undefined}>
                  {line.value}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {repDescription.text && (
        <p className={styles.description} lang={repDescription.lang}>
          {repDescription.text}
        </p>
      )}
      {form && (
        <section className={styles.form} aria-label={t('formSection')}>
          {form}
        </section>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </aside>
  );
}
