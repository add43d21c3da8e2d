import { getTranslations } from 'next-intl/server';
import type { Page } from '@/content-api/schemas';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import styles from './RentalListing.module.css';

type Props = { kind: 'empty' | 'error'; locale: Locale; page: Page; query: string };

/** The listing page's own path segments, for links back to it with or without filters. */
function pageSegments(page: Page, locale: Locale): string[] {
  return (page.url[locale] ?? '').split('/').filter(Boolean);
}

/**
 * What the listing shows instead of cards: no match (with a way out of the filters), or a failed
 * search (spec §8), which is said plainly rather than passed off as "nothing found".
 */
export async function RentalListingState({ kind, locale, page, query }: Props) {
  const t = await getTranslations({ locale, namespace: 'RentalListing' });
  const path = pageSegments(page, locale);
  const href = (withQuery: boolean) => ({
    pathname: '/[...path]' as const,
    params: { path },
    ...(withQuery && query ? { query: Object.fromEntries(new URLSearchParams(query)) } : {}),
  });
  const isError = kind === 'error';
  return (
    <div className={styles.state} role={isError ? 'alert' : undefined}>
      <svg className={styles.stateIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {isError ? (
          <path d="M12 3 2 21h20L12 3zm0 6v5m0 3v.5" />
        ) : (
          <path d="M3 11 12 4l9 7M5 10v10h14V10M10 20v-5h4v5" />
        )}
      </svg>
      <h3 className={styles.stateTitle}>{isError ? t('errorTitle') : t('emptyTitle')}</h3>
      <p className={styles.stateText}>{isError ? t('errorText') : t('emptyText')}</p>
      {path.length > 0 && (isError || query) && (
        <Link href={href(isError)} className="button">
          {isError ? t('retry') : t('clearFilters')}
        </Link>
      )}
    </div>
  );
}
