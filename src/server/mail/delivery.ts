import 'server-only';
import path from 'node:path';
import { config } from '@/config';
import { getSite } from '@/server/content-service';
import { databaseExists, getDatabase } from '@/server/db';
import type { Database } from '@/server/db/database';
import { siteForHostname } from '@/server/sites/host-sites';
import { agencyAddressResolver } from './agency-address';
import { transactionWithMail, type QueueMail } from './mail-transaction';
import type { OutboxMail } from './message';
import { mailDomain } from './outbox';
import { createMailSender, type DeliveryReport, type MailSender } from './sender';
import { createFileTransport, createSmtpTransport, type MailTransport } from './transports';

/**
 * How long a sender holds a mail it took: far longer than one attempt may take (an SMTP exchange
 * within the transport's time-outs; writing a file), and no longer, as a mail held by an instance that
 * died waits this long for another instance to send it.
 */
const SMTP_LEASE_MS = 5 * 60_000;
const FILE_LEASE_MS = 15_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export function configuredTransport(): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(path.resolve(config.dataDir, 'mail'));
}

type DeliveryState = {
  sender: Promise<MailSender> | null;
  running: Promise<DeliveryReport | null> | null;
  /** The run that follows the busy one, shared by everyone who asked meanwhile. */
  next: Promise<DeliveryReport | null> | null;
  timer: NodeJS.Timeout | null;
};

// One per process, even when Next loads this module twice (see the database module).
const processState = globalThis as typeof globalThis & { __vitrineMailDelivery?: DeliveryState };
const state = (processState.__vitrineMailDelivery ??= {
  sender: null,
  running: null,
  next: null,
  timer: null,
});

function sender(): Promise<MailSender> {
  state.sender ??= getDatabase().then(
    (db) => {
      const transport = configuredTransport();
      console.info(`Mail goes to ${transport.description}`);
      return createMailSender({
        db,
        transport,
        from: config.mailFrom,
        resolveRecipient: agencyAddressResolver({
          agencyMailTo: config.agencyMailTo,
          siteById: (siteId) => getSite({ siteId }),
          siteByHostname: siteForHostname,
        }),
        leaseMs: config.smtpUrl ? SMTP_LEASE_MS : FILE_LEASE_MS,
        retry: {
          baseDelayMs: config.mailRetryBaseSeconds * 1_000,
          maxDelayMs: MAX_RETRY_DELAY_MS,
          maxAttempts: config.mailMaxAttempts,
        },
      });
    },
    (error: unknown) => {
      state.sender = null;
      throw error;
    },
  );
  return state.sender;
}

async function runOnce(): Promise<DeliveryReport | null> {
  try {
    return await (await sender()).deliverDue();
  } catch (error) {
    // Said in one line: when the database is unreachable this repeats at every poll.
    console.error(`Mail delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Sends what is due now, in the background; resolves when a run that started after this call is
 * over. While a run is busy (it may have looked before the new mail was stored), one more run
 * follows it, shared by every call made meanwhile.
 */
export function requestMailDelivery(): Promise<DeliveryReport | null> {
  if (!state.running) {
    state.running = runOnce().finally(() => {
      state.running = null;
    });
    return state.running;
  }
  state.next ??= state.running.then(() => {
    state.next = null;
    return requestMailDelivery();
  });
  return state.next;
}

/** Polls the outbox: retries after a failure, and mails another instance queued before it stopped. */
export function startMailDelivery(intervalMs = config.mailPollSeconds * 1_000): void {
  if (state.timer) return;
  state.timer = setInterval(() => {
    if (databaseExists()) void requestMailDelivery();
  }, intervalMs);
  state.timer.unref();
}

export function stopMailDelivery(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
}

/**
 * Stores what a request brings and the mails it causes in one transaction, then asks for delivery.
 * The request counts as accepted once this resolves, whether or not the mail server is up.
 */
export async function storeWithMail<T>(work: (tx: Database, queueMail: QueueMail) => Promise<T>): Promise<T> {
  const db = await getDatabase();
  const result = await transactionWithMail(db, work, { messageDomain: mailDomain(config.mailFrom) });
  void requestMailDelivery();
  return result;
}

/** Queues mails that come with no rows of their own (a contact request, a tip to a friend). */
export async function queueMails(mails: readonly OutboxMail[]): Promise<void> {
  await storeWithMail(async (_tx, queueMail) => {
    for (const mail of mails) await queueMail(mail);
  });
}
