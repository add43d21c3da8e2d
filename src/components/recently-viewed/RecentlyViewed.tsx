import { IslandMessages } from '@/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import type { RecentVisit } from './recent-visits';
import { RecentlyViewedIsland } from './RecentlyViewedIsland';

type Props = {
  locale: Locale;
  /** The estate or holiday rental the page shows, when it shows one. */
  current?: RecentVisit;
  placement?: 'page' | 'detail';
};

/** The "recently viewed" section of a page: the server sends only its texts, the browser its list. */
export function RecentlyViewed({ locale, current, placement = 'page' }: Props) {
  return (
    <IslandMessages namespaces={['RecentlyViewed']}>
      <RecentlyViewedIsland locale={locale} current={current} placement={placement} />
    </IslandMessages>
  );
}
