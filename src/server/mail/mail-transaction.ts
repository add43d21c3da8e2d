import type { Database } from '@/server/db/database';
import type { OutboxMail } from './message';
import { enqueueMail } from './outbox';

export type QueueMail = (mail: OutboxMail) => Promise<number>;

/**
 * Runs `work` in one transaction in which `queueMail` writes to the outbox: the request's own rows
 * and its mails are stored together or not at all.
 */
export function transactionWithMail<T>(
  db: Database,
  work: (tx: Database, queueMail: QueueMail) => Promise<T>,
  options: { messageDomain: string; now?: () => Date },
): Promise<T> {
  return db.transaction((tx) =>
    work(tx, (mail) => enqueueMail(tx, mail, { messageDomain: options.messageDomain, now: options.now?.() })),
  );
}
