import type { EstateCardLabels } from '@/components/listing/card-labels';
import type { Locale } from '@/i18n/locales';

export interface SimilarEstatesTexts {
  heading: string;
  loading: string;
  error: string;
  retry: string;
}

export interface SimilarEstatesProps {
  estateId: number;
  locale: Locale;
  texts: SimilarEstatesTexts;
  cardLabels: EstateCardLabels;
  favoriteLabels: { addLabel: string; removeLabel: string };
}
