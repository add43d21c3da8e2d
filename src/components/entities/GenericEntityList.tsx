import styles from './entities.module.css';

type Props = { items: { id: string; texts: string[] }[] };

/** An entity this site has no dedicated layout for: each item's texts, first one as its name. */
export function GenericEntityList({ items }: Props) {
  return (
    <ul className={styles.genericList}>
      {items.map(({ id, texts: [name, ...details] }) => (
        <li key={id} className={styles.card}>
          <div className={styles.cardBody}>
            <h3 className={styles.name}>{name}</h3>
            {details.map((detail, index) => (
              <p key={index} className={styles.detail}>
                {detail}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
