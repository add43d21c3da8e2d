import { getTranslations } from 'next-intl/server';
import { pageText, type EstateRecord } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { codeLabel, type CodeLabels } from '@/display/estate/code-labels';
import styles from './MediaLinks.module.css';

type Props = { record: EstateRecord; locale: Locale; codes: CodeLabels };

/** Only web addresses open from the page: a javascript: or data: link from a back office would be a trap. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link.trim());
}

/** Virtual visits and documents (type and comment) of an estate; nothing when it has neither. */
export async function MediaLinks({ record, locale, codes }: Props) {
  const visits = (record.virtualVisits ?? []).filter((visit) => isWebLink(visit.link));
  const files = (record.files ?? []).filter((file) => isWebLink(file.link));
  if (visits.length === 0 && files.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'EstateMedia' });

  return (
    <div className={styles.media}>
      {visits.length > 0 && (
        <section className={styles.block} aria-label={t('virtualVisits')}>
          <h2 className={styles.heading}>{t('virtualVisits')}</h2>
          <ul className={styles.list}>
            {visits.map((visit, index) => (
              <li key={visit.link}>
                <a href={visit.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  <span aria-hidden="true">⟳</span> {codeLabel(codes, 'virtualVisitTypes', visit.typeId)}
                  <span className="visually-hidden">
                    {' '}
                    {t('openVirtualVisit', { index: index + 1 })} {t('opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {files.length > 0 && (
        <section className={styles.block} aria-label={t('files')}>
          <h2 className={styles.heading}>{t('files')}</h2>
          <ul className={styles.list}>
            {files.map((file) => {
              const type = codeLabel(codes, 'fileTypes', file.type);
              const comment = pageText(file.comment, locale);
              return (
                <li key={file.link} className={styles.file}>
                  <a
                    href={file.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    download
                    className={styles.link}
                  >
                    <span aria-hidden="true">⬇</span> {t('download', { type })}
                    <span className="visually-hidden"> {t('opensInNewTab')}</span>
                  </a>
                  {comment.text && (
                    <span className={styles.comment} lang={comment.lang}>
                      {comment.text}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
