import { getTranslations } from 'next-intl/server';
import type { FloorRows } from '@/display/estate/floor-rows';
import { fieldLabel, type EstateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import { TextInItsLanguage } from './TextInItsLanguage';
import styles from './LayoutRoomTable.module.css';

type Props = { floors: FloorRows[]; locale: Locale; fieldLabels: EstateLabels };

/** The words of a level: the ground floor, a basement or a storey, and how far down or up. */
function levelWords(level: number): { position: 'ground' | 'basement' | 'storey'; depth: number } {
  if (level === 0) return { position: 'ground', depth: 0 };
  return { position: level < 0 ? 'basement' : 'storey', depth: Math.abs(level) };
}

/** The rooms floor by floor (spec §3 floors): one captioned table per floor, lowest first. */
export async function FloorTables({ floors, locale, fieldLabels }: Props) {
  if (floors.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'EstateTabs' });
  return (
    <section className={styles.floors}>
      <h3 className={styles.floorsHeading}>{t('floorsHeading')}</h3>
      {floors.map((floor) => {
        const hasComments = floor.rooms.some((room) => room.comment);
        const hasSurfaces = floor.rooms.some((room) => room.surface);
        return (
          <div key={floor.level} className={styles.scroller} data-floor={floor.level}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('floorLevel', levelWords(floor.level))}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('room')}</th>
                  <th scope="col" className={styles.number}>
                    {fieldLabel(fieldLabels, 'layout.count')}
                  </th>
                  {hasSurfaces && (
                    <th scope="col" className={styles.number}>
                      {fieldLabel(fieldLabels, 'layout.surface')}
                    </th>
                  )}
                  {hasComments && <th scope="col">{fieldLabel(fieldLabels, 'layout.comment')}</th>}
                </tr>
              </thead>
              <tbody>
                {floor.rooms.map((room) => (
                  <tr key={room.key}>
                    <th scope="row">
                      {room.label}
                      {room.common && <span className={styles.common}> ({t('common')})</span>}
                    </th>
                    <td className={styles.number}>{room.count}</td>
                    {hasSurfaces && <td className={styles.number}>{room.surface}</td>}
                    {hasComments && <td>{room.comment && <TextInItsLanguage {...room.comment} />}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
