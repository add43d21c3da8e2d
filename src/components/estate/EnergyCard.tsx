import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { energyLabels, energyLabelColorToken } from '@/domain/estate';
import type { EnergyCertificate } from '@/display/estate/energy-certificates';
import type { Locale } from '@/i18n/locales';
import styles from './EnergyCard.module.css';

type Props = { certificate: EnergyCertificate; locale: Locale };

const colorOf = (token: string | null) => (token ? `var(--color-${token})` : 'var(--color-grey-300)');

/**
 * The energy certificate as Belgian advertising shows it: the label on the official colour scale and
 * the EPC value on a bar from 0 to 700 kWh/m².
 */
export async function EnergyCard({ certificate, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EstateEnergy' });
  const heading = t(certificate.scope === 'own' ? 'ownCertificate' : 'sharedCertificate');
  const current = new Set<string>(certificate.labels);
  return (
    <section className={styles.card} aria-label={heading} data-scope={certificate.scope}>
      <h3 className={styles.heading}>{heading}</h3>
      <div className={styles.summary}>
        {certificate.labelText ? (
          <span
            className={styles.badge}
            style={{ '--label-color': colorOf(certificate.colorToken) } as CSSProperties}
            data-token={certificate.colorToken ?? undefined}
          >
            {t('currentLabel', { label: certificate.labelText })}
          </span>
        ) : (
          <span className={styles.noLabel}>{t('noLabel')}</span>
        )}
        {certificate.epcText && <span className={styles.value}>{certificate.epcText}</span>}
      </div>
      <ol className={styles.scale} aria-label={t('scale')}>
        {energyLabels.map((label, index) => (
          <li
            key={label}
            className={styles.step}
            aria-current={current.has(label) ? 'true' : undefined}
            style={
              {
                '--step-color': colorOf(energyLabelColorToken(label)),
                '--step-width': `${40 + index * 7.5}%`,
              } as CSSProperties
            }
          >
            <span className={styles.stepLabel}>{label}</span>
          </li>
        ))}
      </ol>
      {certificate.epcValue !== null && (
        <div className={styles.bar}>
          <div
            role="meter"
            aria-label={t('barLabel')}
            aria-valuemin={0}
            aria-valuemax={700}
            aria-valuenow={Math.min(700, Math.max(0, certificate.epcValue))}
            aria-valuetext={certificate.epcText}
            className={styles.track}
          >
            <span className={styles.fill} style={{ width: `${certificate.barPercentage}%` }} />
          </div>
          <div className={styles.ticks} aria-hidden="true">
            <span>0</span>
            <span>700</span>
          </div>
        </div>
      )}
    </section>
  );
}
