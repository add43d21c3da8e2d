import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { badgeMessageKeys } from '@/components/estate/badge-labels';
import { EnergyLabelChip } from '@/components/listing/EnergyLabelChip';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import { formatCompareIds, withoutCompared } from '@/domain/compare/compare-selection';
import { responsivePhoto } from '@/domain/media/responsive-photo';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { compareRows } from './compare-rows';
import { RemoveFromComparison } from './RemoveFromComparison';
import styles from './CompareTable.module.css';

type Props = { estates: readonly EstateCardModel[]; locale: Locale };

/** An estate's column: the table's width past the labels, shared by two to four estates. */
const COLUMN_PHOTO_SIZES = '(max-width: 600px) 50vw, 320px';

/** The estates side by side: a column each, a row per fact, the rows where they differ highlighted. */
export async function CompareTable({ estates, locale }: Props) {
  const [t, tCard] = await Promise.all([
    getTranslations({ locale, namespace: 'ComparePage' }),
    getTranslations({ locale, namespace: 'EstateCard' }),
  ]);
  const rows = compareRows(estates, {
    status: (badge) => tCard(badgeMessageKeys[badge]),
    priceOnRequest: tCard('priceOnRequest'),
  });
  const ids = estates.map((estate) => estate.id);

  return (
    <div className={styles.comparison}>
      <p className={styles.legend}>
        <span className={styles.swatch} aria-hidden="true" />
        {t('legend')}
      </p>
      {/* Wider than a phone: the table scrolls sideways in its own frame, which keyboards can reach. */}
      <div className={styles.frame} role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={styles.table} style={{ '--columns': estates.length } as CSSProperties}>
          <caption id="compare-caption" className="visually-hidden">
            {t('caption', { count: estates.length })}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {estates.map((estate) => (
                <th key={estate.id} scope="col" className={styles.estate} data-estate-id={estate.id}>
                  {estate.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's own servers, in the sizes they offer
                    <img
                      className={styles.photo}
                      {...responsivePhoto(estate.imageUrl, COLUMN_PHOTO_SIZES)}
                      alt=""
                      width={240}
                      height={180}
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.noPhoto}>{tCard('noPhoto')}</span>
                  )}
                  <Link href={estate.href} className={styles.title} lang={estate.titleLang}>
                    {estate.title}
                  </Link>
                  <RemoveFromComparison
                    estateId={estate.id}
                    href={{
                      pathname: '/compare',
                      query: { ids: formatCompareIds(withoutCompared(ids, estate.id)) },
                    }}
                    className={styles.remove}
                  >
                    {t('remove')}
                    <span className="visually-hidden"> {t('removeWhich', { title: estate.title })}</span>
                  </RemoveFromComparison>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.fact} data-differs={row.differs ? 'true' : undefined} className={styles.row}>
                <th scope="row" className={styles.fact}>
                  {t(`facts.${row.fact}`)}
                  {row.differs && <span className="visually-hidden"> ({t('differs')})</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={ids[index]} className={styles.value}>
                    {value === null ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{t('unknown')}</span>
                      </>
                    ) : row.fact === 'energyLabel' ? (
                      <EnergyLabelChip label={value} />
                    ) : (
                      value
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
