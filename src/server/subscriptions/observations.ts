import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { EstateGroup } from '@/content-api/schemas';
import { mainRecord } from '@/domain/search';
import type { Database } from '@/server/db/database';
import { estateChanges, estateObservations, type EstateChangeRow } from '@/server/db/schema';
import { marketChange, marketStateOf, sameMarketState, type MarketState } from './market-changes';

/** What a mail can still name of an estate once it is offline: its title and place as last seen. */
export type EstateLabel = { title?: unknown; place?: unknown };

/** The site's whole offer as one run saw it; `complete` when every page answered. */
export interface OfferScan {
  estates: readonly EstateGroup[];
  complete: boolean;
}

const ROWS_PER_INSERT = 500;
/** Changes older than this are of no use to the longest period (weekly) any more. */
const KEPT_CHANGES_MS = 30 * 24 * 60 * 60 * 1000;

function labelOf(estate: EstateGroup): EstateLabel {
  const record = mainRecord(estate);
  return { title: record.general.title, place: record.address?.city.name ?? null };
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * Compares the offer with what the last run saw of the site, records every change and remembers the
 * new prices and statuses. One run at a time per site (a transaction-wide lock), so two overlapping
 * runs never record one change twice. Estates missing from an incomplete scan are left as they were.
 */
export async function observeOffer(db: Database, siteId: string, scan: OfferScan, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vitrine-offer:${siteId}`}))`);
    const rows = await tx.select().from(estateObservations).where(eq(estateObservations.siteId, siteId));
    const known = new Map(rows.map((row) => [row.estateId, row]));
    const firstSeen: (typeof estateObservations.$inferInsert)[] = [];
    const changes: (typeof estateChanges.$inferInsert)[] = [];
    const remember = async (estateId: number, state: MarketState | null, label?: EstateLabel) => {
      await tx
        .update(estateObservations)
        .set({
          ...(state ?? {}),
          ...(label && { label }),
          goneAt: state ? null : now,
          updatedAt: now,
        })
        .where(and(eq(estateObservations.siteId, siteId), eq(estateObservations.estateId, estateId)));
    };
    for (const estate of scan.estates) {
      const state = marketStateOf(estate);
      const row = known.get(estate.id);
      known.delete(estate.id);
      if (!row) {
        firstSeen.push({ siteId, estateId: estate.id, ...state, label: labelOf(estate), updatedAt: now });
        continue;
      }
      const before = row.goneAt ? null : { price: row.price, status: row.status as MarketState['status'] };
      if (before && sameMarketState(before, state)) continue;
      const change = marketChange(before, state);
      if (change) changes.push({ siteId, estateId: estate.id, ...change, seenAt: now });
      await remember(estate.id, state, labelOf(estate));
    }
    // Only a complete look tells that an estate is gone; a page that failed tells nothing.
    if (scan.complete) {
      for (const row of known.values()) {
        if (row.goneAt) continue;
        const change = marketChange({ price: row.price, status: row.status as MarketState['status'] }, null);
        if (change) changes.push({ siteId, estateId: row.estateId, ...change, seenAt: now });
        await remember(row.estateId, null);
      }
    }
    await insertInChunks(firstSeen, (chunk) => tx.insert(estateObservations).values(chunk));
    await insertInChunks(changes, (chunk) => tx.insert(estateChanges).values(chunk));
    const forgotten = new Date(now.getTime() - KEPT_CHANGES_MS);
    await tx
      .delete(estateChanges)
      .where(and(eq(estateChanges.siteId, siteId), lt(estateChanges.seenAt, forgotten)));
  });
}

/** The changes of a site seen since `since`, oldest first, with the labels of their estates. */
export async function changesSince(
  db: Database,
  siteId: string,
  since: Date,
): Promise<{ changes: EstateChangeRow[]; labels: Map<number, EstateLabel> }> {
  const changes = await db
    .select()
    .from(estateChanges)
    .where(and(eq(estateChanges.siteId, siteId), gte(estateChanges.seenAt, since)))
    .orderBy(estateChanges.seenAt, estateChanges.id);
  if (changes.length === 0) return { changes, labels: new Map() };
  const rows = await db
    .select({ estateId: estateObservations.estateId, label: estateObservations.label })
    .from(estateObservations)
    .where(eq(estateObservations.siteId, siteId));
  return { changes, labels: new Map(rows.map((row) => [row.estateId, row.label as EstateLabel])) };
}
