import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { PREVIEW_EXIT_PATH } from '@/server/preview/preview-paths';
import { isPreviewRequest } from '@/server/preview/preview-mode';
import styles from './PreviewBanner.module.css';

/** Tells agency staff that the page shows unpublished estates too, with the way back to the public site. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!(await isPreviewRequest())) return null;
  const t = await getTranslations({ locale, namespace: 'PreviewBanner' });
  return (
    <aside className={styles.banner} aria-label={t('label')} data-testid="preview-banner">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <strong>{t('label')}</strong> <span>{t('description')}</span>
        </p>
        {/* A plain link: leaving must work before (and without) any script. */}
        <a className={styles.exit} href={`${PREVIEW_EXIT_PATH}?lang=${locale}`}>
          {t('exit')}
        </a>
      </div>
    </aside>
  );
}
