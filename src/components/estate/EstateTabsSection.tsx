import { getTranslations } from 'next-intl/server';
import { fieldLabel, type EstateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import type { DetailTab } from '@/display/estate/detail-tabs';
import { DetailTabs } from './DetailTabs';
import { EnergyCard } from './EnergyCard';
import { ExtraFieldList } from './ExtraFieldList';
import { FieldList } from './FieldList';
import { FloorTables } from './FloorTables';
import { LayoutRoomTable } from './LayoutRoomTable';
import styles from './EstateTabsSection.module.css';

type Props = { tabs: DetailTab[]; locale: Locale; labels: EstateLabels; headingId: string };

/** The "all features" section: the tabs that have content, their panels rendered here on the server. */
export async function EstateTabsSection({ tabs, locale, labels, headingId }: Props) {
  if (tabs.length === 0) return null;
  const [t, tDetail] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateTabs' }),
    getTranslations({ locale, namespace: 'EstateDetail' }),
  ]);

  const items = tabs.map((tab) => ({
    id: tab.id,
    label: t(tab.id),
    panel: (
      <div className={styles.panel} data-tab={tab.id}>
        {tab.certificates.length > 0 && (
          <div className={styles.certificates}>
            {tab.certificates.map((certificate) => (
              <EnergyCard key={certificate.scope} certificate={certificate} locale={locale} />
            ))}
          </div>
        )}
        <FieldList rows={tab.rows} floodWarningLabel={t('floodWarning')} />
        <LayoutRoomTable rooms={tab.rooms} locale={locale} fieldLabels={labels} />
        <FloorTables floors={tab.floors} locale={locale} fieldLabels={labels} />
        <ExtraFieldList extras={tab.extras} heading={fieldLabel(labels, 'other.extra_information')} />
      </div>
    ),
  }));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{tDetail('details')}</h2>
      <DetailTabs label={t('label')} tabs={items} />
    </section>
  );
}
