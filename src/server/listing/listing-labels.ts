import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { GroupKey } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

const groupLabelKeys = {
  type: 'groupType',
  status: 'groupStatus',
  city: 'groupCity',
  subtype: 'groupSubtype',
  price: 'groupPrice',
} as const satisfies Record<GroupKey, string>;

export async function getControlsLabels(locale: Locale, groupOptions: readonly GroupKey[]) {
  const t = await getTranslations({ locale, namespace: 'ListingControls' });
  return {
    sort: t('sort'),
    sortChoices: [
      { sortType: 'date', sortOrder: 'DESC', label: t('sortDateDesc') },
      { sortType: 'date', sortOrder: 'ASC', label: t('sortDateAsc') },
      { sortType: 'price', sortOrder: 'ASC', label: t('sortPriceAsc') },
      { sortType: 'price', sortOrder: 'DESC', label: t('sortPriceDesc') },
      { sortType: 'city', sortOrder: 'ASC', label: t('sortCityAsc') },
      { sortType: 'city', sortOrder: 'DESC', label: t('sortCityDesc') },
      { sortType: 'type', sortOrder: 'ASC', label: t('sortTypeAsc') },
    ] as const,
    group: t('group'),
    groupNone: t('groupNone'),
    groupChoices: groupOptions.map((value) => ({ value, label: t(groupLabelKeys[value]) })),
    view: t('view'),
    viewGallery: t('viewGallery'),
    viewMap: t('viewMap'),
  };
}
