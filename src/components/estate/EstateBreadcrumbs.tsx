import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import styles from './EstateBreadcrumbs.module.css';

/** `lang`: the label's language, when it is an agency's title in another language than the page's. */
type Crumb = { label: string; lang?: Locale; href?: Parameters<typeof Link>[0]['href'] };

type Props = { label: string; crumbs: Crumb[] };

/** The visible trail matching the BreadcrumbList of the structured data; the last crumb is this page. */
export function EstateBreadcrumbs({ label, crumbs }: Props) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={index} className={styles.item}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
