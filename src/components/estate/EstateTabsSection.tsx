import { getTranslations } from 'next-intl/server';
import { fieldLabel, type EstateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import type { DetailTab } from '@/display/estate/detail-tabs';
import { DetailTabs } from './DetailTabs';
import { EnergyCard, type EnergyCardLabels } from './EnergyCard';
import { ExtraFieldList } from './ExtraFieldList';
import { FieldList } from './FieldList';
import { LayoutRoomTable } from './LayoutRoomTable';
import styles from './EstateTabsSection.module.css';

type Props = { tabs: DetailTab[]; locale: Locale; labels: EstateLabels; headingId: string };

/** The "all features" section: the tabs that have content, their panels rendered here on the server. */
export async function EstateTabsSection({ tabs, locale, labels, headingId }: Props) {
  if (tabs.length === 0) return null;
  const [t, tEnergy, tDetail] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateTabs' }),
    getTranslations({ locale, namespace: 'EstateEnergy' }),
    getTranslations({ locale, namespace: 'EstateDetail' }),
  ]);
  const energyLabels = (scope: 'own' | 'shared', labelText: string): EnergyCardLabels => ({
    heading: tEnergy(scope === 'own' ? 'ownCertificate' : 'sharedCertificate'),
    scale: tEnergy('scale'),
    currentLabel: tEnergy('currentLabel', { label: labelText }),
    barLabel: tEnergy('barLabel'),
    noLabel: tEnergy('noLabel'),
  });
  const layoutLabels = {
    caption: t('layout'),
    room: t('room'),
    surface: fieldLabel(labels, 'layout.surface'),
    comment: fieldLabel(labels, 'layout.comment'),
    common: t('common'),
  };

  const items = tabs.map((tab) => ({
    id: tab.id,
    label: t(tab.id),
    panel: (
      <div className={styles.panel} data-tab={tab.id}>
        {tab.certificates.length > 0 && (
          <div className={styles.certificates}>
            {tab.certificates.map((certificate) => (
              <EnergyCard
                key={certificate.scope}
                certificate={certificate}
                labels={energyLabels(certificate.scope, certificate.labelText)}
              />
            ))}
          </div>
        )}
        <FieldList rows={tab.rows} floodWarningLabel={t('floodWarning')} />
        <LayoutRoomTable
          rooms={tab.rooms}
          labels={layoutLabels}
          roomCount={(count) => t('roomCount', { count })}
        />
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
