import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import type { LayoutRoomRow } from '@/display/estate/layout-rows';
import { fieldLabel, type EstateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import { TextInItsLanguage } from './TextInItsLanguage';
import styles from './LayoutRoomTable.module.css';

type Props = {
  rooms: LayoutRoomRow[];
  locale: Locale;
  /** The field names as the content service words them, for the surface and comment columns. */
  fieldLabels: EstateLabels;
};

/** Every room of the layout with its surface (a dash when unknown) and the agency's comment. */
export async function LayoutRoomTable({ rooms, locale, fieldLabels }: Props) {
  if (rooms.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'EstateTabs' });
  const hasComments = rooms.some((room) => room.comments.length > 0);
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('layout')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('room')}</th>
            <th scope="col" className={styles.number}>
              {fieldLabel(fieldLabels, 'layout.surface')}
            </th>
            {hasComments && <th scope="col">{fieldLabel(fieldLabels, 'layout.comment')}</th>}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.key} data-room={room.key}>
              <th scope="row">
                <TextInItsLanguage text={room.label} lang={room.labelLang} />
                {room.common && <span className={styles.common}> ({t('common')})</span>}
              </th>
              <td className={styles.number}>{room.surface}</td>
              {hasComments && (
                <td>
                  {room.comments.map((comment, index) => (
                    <Fragment key={index}>
                      {index > 0 && '; '}
                      <TextInItsLanguage {...comment} />
                    </Fragment>
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
