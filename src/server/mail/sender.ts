import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema';
import { retryDelayMs, type RetryPolicy } from './backoff';
import { describeError, isPermanentRefusal, recipientLookup, type ResolveRecipient } from './recipients';
import type { MailTransport } from './transports';

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  /** The From of every mail. */
  from: string;
  retry: RetryPolicy;
  /**
   * How long a claimed mail stays reserved for this sender. Longer than one SMTP attempt can take,
   * so a mail is only taken over from a sender that stopped (crashed) without finishing it.
   */
  leaseMs: number;
  /** Looks up the agency of a mail queued without an address; meanwhile it waits, however long. */
  resolveRecipient?: ResolveRecipient;
  now?: () => Date;
  /** Names this sender in the outbox rows it holds. */
  owner?: string;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again later. */
  postponed: number;
  /** Given up: permanently refused, or out of attempts. */
  failed: number;
}

export interface MailSender {
  /**
   * Sends the mails that are due, one at a time, at most `limit`. A mail the server did not take ends
   * the run: while it is down the others would only wait for the same time-out.
   */
  deliverDue(limit?: number): Promise<DeliveryReport>;
}

/** A lease given back, after the attempt it was taken for. */
const released = { leaseOwner: null, leaseExpiresAt: null };

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, retry, leaseMs } = options;
  const now = options.now ?? (() => new Date());
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const heldByMe = (id: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.leaseOwner, owner));

  /** Reserves the next due mail; SKIP LOCKED lets concurrent senders pass each other by. */
  async function claimNext(at: Date): Promise<MailOutboxRow | null> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, at),
          or(isNull(mailOutbox.leaseExpiresAt), lte(mailOutbox.leaseExpiresAt, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({
        leaseOwner: owner,
        leaseExpiresAt: new Date(at.getTime() + leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row ?? null;
  }

  async function markSent(row: MailOutboxRow, to: string): Promise<void> {
    const updated = await db
      .update(mailOutbox)
      .set({ ...released, status: 'sent', toAddress: to, sentAt: now(), lastError: null })
      .where(heldByMe(row.id))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) console.warn(`Mail ${row.id} was sent after its lease ran out`);
  }

  /** `waitsForRecipient`: only the address is missing, and the mail waits for it without a limit. */
  async function markFailedAttempt(row: MailOutboxRow, error: unknown, waitsForRecipient = false) {
    const givesUp = isPermanentRefusal(error) || (!waitsForRecipient && row.attempts >= retry.maxAttempts);
    const lastError = describeError(error);
    await db
      .update(mailOutbox)
      .set({
        ...released,
        status: givesUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts, retry)),
        lastError,
      })
      .where(heldByMe(row.id));
    if (givesUp)
      console.error(`Mail ${row.id} (${row.kind}) given up after ${row.attempts} attempts: ${lastError}`);
    else console.warn(`Mail ${row.id} (${row.kind}) not sent, attempt ${row.attempts}: ${lastError}`);
    return givesUp ? ('failed' as const) : ('postponed' as const);
  }

  async function deliver(row: MailOutboxRow, recipientOf: ReturnType<typeof recipientLookup>) {
    let to: string;
    try {
      to = await recipientOf(row);
    } catch (error) {
      return { outcome: await markFailedAttempt(row, error, true), serverDown: false };
    }
    try {
      await transport.send({
        from: options.from,
        to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        messageId: row.messageId,
        date: row.createdAt,
      });
    } catch (error) {
      return { outcome: await markFailedAttempt(row, error), serverDown: true };
    }
    await markSent(row, to);
    return { outcome: 'sent' as const, serverDown: false };
  }

  return {
    async deliverDue(limit = 100) {
      const report: DeliveryReport = { sent: 0, postponed: 0, failed: 0 };
      const recipientOf = recipientLookup(options.resolveRecipient);
      for (let count = 0; count < limit; count += 1) {
        const row = await claimNext(now());
        if (!row) break;
        const { outcome, serverDown } = await deliver(row, recipientOf);
        report[outcome] += 1;
        // An agency not found yet holds up only its own mails; a mail server down holds up all.
        if (outcome === 'postponed' && serverDown) break;
      }
      return report;
    },
  };
}
