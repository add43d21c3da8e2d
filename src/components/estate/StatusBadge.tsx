import type { StatusBadge as Badge } from '@/domain/search';
import styles from './StatusBadge.module.css';

/** The estate's status on the status colours of the design tokens. */
export function StatusBadge({ badge, label }: { badge: Badge; label: string }) {
  if (!label) return null;
  return (
    <span className={styles.badge} data-badge={badge}>
      {label}
    </span>
  );
}
