import type { EstateRecord } from '@/content-api/schemas';
import { isRentalStatus } from '@/domain/estate';
import { isRental } from '@/domain/search';
import { codeLabel, type CodeLabels } from '@/display/estate/code-labels';
import { priceDisplay } from '@/display/estate/header-facts';

/** What the headline price says, before it is put into words: an amount, maybe "from", maybe a rent period. */
export type PriceParts =
  { kind: 'onRequest' } | { kind: 'amount'; amount: string; from: boolean; period: string | null };

/** The headline price of a record; a rent period ('per maand') only for rentals. */
export function priceParts(record: EstateRecord, codes: CodeLabels): PriceParts {
  const price = priceDisplay(record);
  if (price.kind === 'onRequest') return price;
  const rental = isRentalStatus(record) || isRental(record);
  const period = rental && price.periodCode ? codeLabel(codes, 'rentPeriods', price.periodCode) : null;
  return { kind: 'amount', amount: price.amount, from: price.from, period };
}
