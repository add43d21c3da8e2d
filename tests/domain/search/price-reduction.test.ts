import { describe, expect, it } from 'vitest';
import { estateRecordSchema } from '@/content-api/schemas';
import { publicEstateRecord } from '@/domain/estate';
import { priceReduction } from '@/domain/search';
import { estateRecord } from './estate-fixtures';

describe('priceReduction', () => {
  it('is the most recent earlier price when it was higher than the price asked now', () => {
    const record = estateRecord({
      price: { value: 350_000 },
      // The service may list the history in any order.
      priceHistory: [
        { value: 375_000, until: '2026-05-01' },
        { value: 410_000, until: '2026-02-01' },
      ],
    });
    expect(priceReduction(record)).toEqual({ previous: 375_000, current: 350_000, since: '2026-05-01' });
  });

  it('is nothing when the last change raised the price, or there is no history', () => {
    const raised = [
      { value: 410_000, until: '2026-02-01' },
      { value: 330_000, until: '2026-05-01' },
    ];
    expect(priceReduction(estateRecord({ priceHistory: raised }))).toBeNull();
    expect(priceReduction(estateRecord({ priceHistory: [] }))).toBeNull();
    expect(priceReduction(estateRecord())).toBeNull();
  });

  it('is nothing under the VAT regime, where the public record keeps no earlier price either', () => {
    const vat = publicEstateRecord(
      estateRecord({
        financial: { vatRegime: true },
        priceHistory: [{ value: 410_000, until: '2026-02-01' }],
      }),
    );
    expect(vat.priceHistory).toBeNull();
    expect(priceReduction(vat)).toBeNull();
  });

  it('is nothing for a price on request or an estate no longer on offer', () => {
    const history = [{ value: 410_000, until: '2026-02-01' }];
    expect(priceReduction(estateRecord({ price: { value: null }, priceHistory: history }))).toBeNull();
    expect(priceReduction(estateRecord({ general: { status: 'SOLD' }, priceHistory: history }))).toBeNull();
  });
});

describe('the price history in an estate record', () => {
  const record = (priceHistory: unknown) => estateRecordSchema.parse({ ...estateRecord(), priceHistory });

  it('keeps the entries that make sense and drops the broken ones', () => {
    expect(
      record([{ value: 375_000, until: '2026-05-01' }, { value: -5, until: '2026-05-01' }, { value: 1 }, 'x'])
        .priceHistory,
    ).toEqual([{ value: 375_000, until: '2026-05-01' }]);
  });

  it('reads a malformed history as none instead of refusing the estate', () => {
    expect(record('lower').priceHistory).toBeNull();
    expect(record({ value: 1 }).priceHistory).toBeNull();
    expect(estateRecordSchema.parse(estateRecord()).priceHistory).toBeUndefined();
  });
});
