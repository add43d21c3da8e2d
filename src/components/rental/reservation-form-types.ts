import type { ReservationErrorKey } from '@/domain/rental';

export type PeriodChoiceGroup = { label: string; options: { value: string; label: string; range: string }[] };

export type ReservationErrorTexts = Record<ReservationErrorKey, string>;
