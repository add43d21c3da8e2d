import type { CallCase } from './call-case';
import { bookingsCallCases } from './call-cases-bookings';
import { contentCallCases } from './call-cases-content';
import { estatesCallCases } from './call-cases-estates';

export type { CallCase } from './call-case';

/** Every call of spec §7 that answers JSON; binary calls have their own tests. */
export const callCases: CallCase[] = [...contentCallCases, ...estatesCallCases, ...bookingsCallCases];
