import type { LayoutRoomRow } from '@/display/estate/layout-rows';
import styles from './LayoutRoomTable.module.css';

export interface LayoutTableLabels {
  caption: string;
  room: string;
  surface: string;
  comment: string;
  common: string;
}

type Props = { rooms: LayoutRoomRow[]; labels: LayoutTableLabels; roomCount: (count: number) => string };

/** Every room of the layout with its surface (a dash when unknown) and the agency's comment. */
export function LayoutRoomTable({ rooms, labels, roomCount }: Props) {
  if (rooms.length === 0) return null;
  const hasComments = rooms.some((room) => room.comment);
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.room}</th>
            <th scope="col" className={styles.number}>
              {labels.surface}
            </th>
            {hasComments && <th scope="col">{labels.comment}</th>}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.key} data-room={room.key}>
              <th scope="row">
                {room.count > 1 && <span className={styles.count}>{roomCount(room.count)} </span>}
                {room.label}
                {room.common && <span className={styles.common}> ({labels.common})</span>}
              </th>
              <td className={styles.number}>{room.surface}</td>
              {hasComments && <td>{room.comment}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
