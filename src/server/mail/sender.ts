import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema';
import { retryDelayMs, type RetryPolicy } from './backoff';
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
   * Sends the mails that are due, one at a time, at most `limit`. A mail that could not be sent ends
   * the run: when the server is down the others would only wait for the same time-out.
   */
  deliverDue(limit?: number): Promise<DeliveryReport>;
}

/** A recipient the server refuses (550 no such user) will not be accepted by trying again. */
function isPermanentRefusal(error: unknown): boolean {
  const details = error as { responseCode?: number; command?: string };
  return (
    typeof details.responseCode === 'number' && details.responseCode >= 500 && details.command === 'RCPT TO'
  );
}

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
}

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

  async function markSent(row: MailOutboxRow): Promise<void> {
    const updated = await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), leaseOwner: null, leaseExpiresAt: null, lastError: null })
      .where(heldByMe(row.id))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) console.warn(`Mail ${row.id} was sent after its lease ran out`);
  }

  async function markFailedAttempt(row: MailOutboxRow, error: unknown): Promise<'postponed' | 'failed'> {
    const givesUp = isPermanentRefusal(error) || row.attempts >= retry.maxAttempts;
    const lastError = describeError(error);
    await db
      .update(mailOutbox)
      .set({
        status: givesUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts, retry)),
        leaseOwner: null,
        leaseExpiresAt: null,
        lastError,
      })
      .where(heldByMe(row.id));
    if (givesUp)
      console.error(`Mail ${row.id} (${row.kind}) given up after ${row.attempts} attempts: ${lastError}`);
    else console.warn(`Mail ${row.id} (${row.kind}) not sent, attempt ${row.attempts}: ${lastError}`);
    return givesUp ? 'failed' : 'postponed';
  }

  async function deliver(row: MailOutboxRow): Promise<keyof DeliveryReport> {
    try {
      await transport.send({
        from: options.from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
        messageId: row.messageId,
        date: row.createdAt,
      });
    } catch (error) {
      return markFailedAttempt(row, error);
    }
    await markSent(row);
    return 'sent';
  }

  return {
    async deliverDue(limit = 100) {
      const report: DeliveryReport = { sent: 0, postponed: 0, failed: 0 };
      for (let count = 0; count < limit; count += 1) {
        const row = await claimNext(now());
        if (!row) break;
        const outcome = await deliver(row);
        report[outcome] += 1;
        if (outcome === 'postponed') break;
      }
      return report;
    },
  };
}
