import type { Locale } from '@/i18n/locales';

export interface SimilarEstatesProps {
  estateId: number;
  locale: Locale;
}
