import type { ReactNode } from 'react';
import type { ReservationErrorKey } from '@/domain/rental';

export type PeriodChoiceGroup = { label: string; options: { value: string; label: string; range: string }[] };

export type ReservationFormLabels = {
  period: string;
  choosePeriod: string;
  guests: string;
  guestsHint: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  optional: string;
  required: string;
  /** The consent sentence with its link to the privacy statement, rendered on the server. */
  consent: ReactNode;
  submit: string;
  sending: string;
  /** '… uw aanvraag voor {range} …': the chosen period is filled in after sending. */
  success: string;
  periodTaken: string;
  failure: string;
  noPeriods: string;
};

export type ReservationErrorTexts = Record<ReservationErrorKey, string>;
