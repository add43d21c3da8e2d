import { getTranslations } from 'next-intl/server';
import { pageText, type EstateGroup, type EstateRecord, type PageText } from '@/content-api/schemas';
import { formatArea, groupProjectUnits } from '@/domain/estate';
import { statusBadge } from '@/domain/search';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { unitHref } from '@/display/estate/estate-paths';
import { priceDisplay } from '@/display/estate/header-facts';
import { badgeMessageKeys } from './badge-labels';
import { StatusBadge } from './StatusBadge';
import styles from './ProjectUnits.module.css';

type Props = {
  group: EstateGroup;
  locale: Locale;
  headingId: string;
};

function unitName(unit: EstateRecord, locale: Locale): PageText {
  const title = pageText(unit.general.title, locale);
  return title.text ? title : { text: unit.general.entityNumber || String(unit.general.id) };
}

const dash = '–';

/** A project's units grouped by floor level, each linking to the unit's own page (spec §2). */
export async function ProjectUnits({ group, locale, headingId }: Props) {
  const floors = groupProjectUnits(group);
  if (floors.length === 0) return null;
  const [t, tDetail, tCard] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateProject' }),
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'EstateCard' }),
  ]);
  const available = floors
    .flatMap((floor) => floor.units)
    .filter((unit) => ['for-sale', 'for-rent'].includes(statusBadge(unit))).length;
  const floorName = (level: number | null) => {
    if (level === null) return t('noFloor');
    return level < 0 ? t('basement', { level }) : t('floor', { level });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('units')}</h2>
      <p className={styles.available}>{t('availableUnits', { count: available })}</p>
      {floors.map((floor) => (
        <section key={floor.floor ?? 'none'} className={styles.floor} aria-label={floorName(floor.floor)}>
          <h3 className={styles.floorName}>{floorName(floor.floor)}</h3>
          <ul className={styles.units}>
            {floor.units.map((unit) => {
              const price = priceDisplay(unit);
              const area = unit.dimensions?.areaBuild;
              const badge = statusBadge(unit);
              const name = unitName(unit, locale);
              const facts = [
                { key: 'bedrooms', label: t('bedrooms'), value: unit.general.bedroomCount || dash },
                {
                  key: 'surface',
                  label: t('surface'),
                  value: typeof area === 'number' && area > 0 ? formatArea(area) : dash,
                },
                {
                  key: 'price',
                  label: t('price'),
                  value: price.kind === 'amount' ? price.amount : tDetail('priceOnRequest'),
                },
              ];
              return (
                <li key={unit.general.id} className={styles.unit} data-unit-id={unit.general.id}>
                  <Link href={unitHref(group, unit, locale)} className={styles.unitLink} lang={name.lang}>
                    {name.text}
                  </Link>
                  <dl className={styles.facts}>
                    {facts.map((fact) => (
                      <div key={fact.key} className={styles.fact}>
                        <dt>{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </div>
                    ))}
                    <div className={styles.fact}>
                      <dt className="visually-hidden">{t('status')}</dt>
                      <dd>
                        <StatusBadge badge={badge} label={tCard(badgeMessageKeys[badge])} />
                      </dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
