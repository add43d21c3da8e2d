import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localize } from '@/content-api/schemas';
import { formatPrice } from '@/domain/estate/formats';
import { priceReduction, statusBadge } from '@/domain/search';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { estateHref } from '@/display/estate/estate-paths';
import { subjectTitleText, type EstateSubject } from '@/display/estate/estate-subject';
import type { FieldFormatContext } from '@/display/estate/field-rows';
import { addressLine, keyFacts } from '@/display/estate/header-facts';
import { badgeMessageKeys } from './badge-labels';
import { EstateHeader } from './EstateHeader';
import { priceParts } from './price-text';
import styles from './EstateHeader.module.css';

type Props = {
  subject: EstateSubject;
  locale: Locale;
  context: FieldFormatContext;
  favorite: ReactNode;
};

/** The top of a detail page put into words: title, kind, address, price, status and key facts. */
export async function EstateIntro({ subject, locale, context, favorite }: Props) {
  const [t, tCard] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'EstateCard' }),
  ]);
  const { group, record, project, unit } = subject;
  const badge = statusBadge(record);
  const price = priceParts(record, context.codes);
  // The earlier price of a lowered one is worded as the price itself ('€ 950 per maand').
  const reduction = price.kind === 'amount' ? priceReduction(record) : null;
  const wordAmount = (amount: string) => {
    if (price.kind !== 'amount') return amount;
    const text = price.from ? t('priceFrom', { price: amount }) : amount;
    return price.period ? t('pricePerPeriod', { price: text, period: price.period }) : text;
  };
  const headline = price.kind === 'amount' ? wordAmount(price.amount) : t('priceOnRequest');
  const kind = [
    localize(record.general.subType?.name, locale),
    localize(record.general.transaction.name, locale),
  ];
  const projectTitle =
    project && unit ? subjectTitleText({ ...subject, record: project, unit: null }, locale) : null;
  const title = subjectTitleText(subject, locale);

  return (
    <EstateHeader
      title={title.text}
      titleLang={title.lang}
      subtitle={kind.filter(Boolean).join(' · ')}
      address={addressLine(record, locale)}
      price={headline}
      previousPrice={reduction ? wordAmount(formatPrice(reduction.previous)) : null}
      badge={badge}
      badgeLabel={tCard(badgeMessageKeys[badge])}
      sticker={record.general.sticker}
      reference={record.general.reference ? t('reference', { reference: record.general.reference }) : null}
      facts={keyFacts(record, context)}
      factsLabel={t('keyFacts')}
      locale={locale}
      favorite={favorite}
      projectLink={
        projectTitle && (
          <Link href={estateHref(group, locale)} className={styles.projectLink}>
            {t.rich('partOfProject', {
              project: projectTitle.text,
              name: (chunks) => <span lang={projectTitle.lang}>{chunks}</span>,
            })}
          </Link>
        )
      }
    />
  );
}
