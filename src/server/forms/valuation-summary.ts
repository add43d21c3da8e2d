import 'server-only';
import { estateLabels, valueLabel } from '@/domain/estate/labels';
import { formatArea } from '@/domain/estate/formats';
import type { ValuationForm } from '@/domain/forms/valuation-schema';
import type { Locale } from '@/i18n/locales';
import { valuationTranslator } from './valuation-messages';

export type SummaryRow = { label: string; value: string };

/** A valuation request in words of one language, in the order of its steps. */
export type ValuationSummary = {
  /** The address as typed: street, number, box, postal code and municipality on one line. */
  address: SummaryRow;
  /** What the owner chose from lists (and the two figures): the property and the plans. */
  chosen: SummaryRow[];
  /** Who to call back: name, e-mail address, phone. */
  owner: SummaryRow[];
  contactMoment: SummaryRow;
};

/**
 * Labels and values of every answer in `locale`. Types, subtypes and conditions carry the listing's
 * own labels; an answer the type was not asked (a plot's bedrooms) is no row.
 */
export function valuationSummary(form: ValuationForm, locale: Locale): ValuationSummary {
  const t = valuationTranslator(locale);
  const labels = estateLabels(locale);
  const { address, property, plans, contact } = form;
  const box = address.box ? `, ${t('ValuationSummary.box', { box: address.box })}` : '';
  const type = valueLabel(labels, 'type', property.type);
  const subType = property.subType ? valueLabel(labels, 'subType', property.subType) : '';
  const chosen: SummaryRow[] = [
    { label: t('ValuationSummary.type'), value: subType ? `${type} – ${subType}` : type },
  ];
  if (property.bedrooms !== undefined) {
    chosen.push({ label: t('ValuationSummary.bedrooms'), value: String(property.bedrooms) });
  }
  if (property.livingArea !== undefined) {
    chosen.push({ label: t('ValuationSummary.livingArea'), value: formatArea(property.livingArea) });
  }
  if (property.condition) {
    const condition = valueLabel(labels, 'condition', property.condition);
    chosen.push({ label: t('ValuationSummary.condition'), value: condition });
  }
  chosen.push(
    { label: t('ValuationSummary.intent'), value: t(`ValuationForm.intents.${plans.intent}`) },
    { label: t('ValuationSummary.timeline'), value: t(`ValuationForm.timelines.${plans.timeline}`) },
  );
  return {
    address: {
      label: t('ValuationSummary.address'),
      value: `${address.street} ${address.houseNumber}${box}, ${address.postalCode} ${address.city}`,
    },
    chosen,
    owner: [
      { label: t('ValuationSummary.name'), value: contact.name },
      { label: t('ValuationSummary.email'), value: contact.email },
      { label: t('ValuationSummary.phone'), value: contact.phone },
    ],
    contactMoment: {
      label: t('ValuationSummary.contactMoment'),
      value: t(`ValuationForm.contactMoments.${contact.contactMoment}`),
    },
  };
}

/** The name of a language in another one ('fr' in Dutch: 'Frans'), for the agency's summary. */
export function languageName(language: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(language) ?? language;
}
